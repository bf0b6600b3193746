// jsdom has no ResizeObserver; antd only needs the constructor and its methods to exist.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom's scrollTo only logs "Not implemented"; pages scroll to the top on article changes.
if (typeof window !== 'undefined') window.scrollTo = () => {};
