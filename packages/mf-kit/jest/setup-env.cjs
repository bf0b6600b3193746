// Browser APIs that jsdom lacks and our libraries touch. Each is the smallest stand-in that lets
// components render; tests that need real layout or timing belong in the Playwright suite.

// react-router 7 under jsdom needs TextEncoder/TextDecoder (docs/design.md §3).
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

if (typeof window !== 'undefined') {
  // antd reads matchMedia for responsive props.
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false, media: query, onchange: null,
      addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
    });
  }
  // jsdom's scrollTo only logs "Not implemented"; pages scroll to the top on navigation.
  window.scrollTo = () => {};
}

// antd (TextArea, Table, overflow) only needs the constructor and its methods to exist.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// @rc-component/select and overflow schedule through MessageChannel: a macrotask is enough here.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const make = () => ({ onmessage: null, postMessage: null, start() {}, close() {}, addEventListener() {}, removeEventListener() {} });
      this.port1 = make();
      this.port2 = make();
      const link = (from, to) => {
        from.postMessage = (data) => setTimeout(() => to.onmessage && to.onmessage({ data }), 0);
      };
      link(this.port1, this.port2);
      link(this.port2, this.port1);
    }
  };
}
