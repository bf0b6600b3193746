// Browser APIs antd 6 uses that jsdom lacks (the shared preset covers matchMedia/TextEncoder).
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
