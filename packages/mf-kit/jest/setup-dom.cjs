require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 15 s (default 1 s): these tests talk to a real HTTP server and render
// antd in React transitions; with two jest workers on a 2-core machine a first render of an antd
// table was measured at over 5 s. A failing check only fails later; a passing one is not slower.
const { configure, getConfig } = require('@testing-library/react');
const { getElementError } = getConfig();
configure({
  asyncUtilTimeout: 15_000,
  // A failed query's error prints the whole DOM (pretty-format of every node), and findBy*/waitFor
  // retry on every DOM change and every 50 ms: on an antd page that printing took up to a second
  // of a file's time, for errors thrown away. Inside waitFor (testing-library's own flag for it)
  // the message is made when first read: only the error waitFor fails with is read, and it reads
  // the same text (V8 writes an error's stack, its first line the message, when the stack is read).
  getElementError(message, container) {
    if (!getConfig()._disableExpensiveErrorDiagnostics) return getElementError(message, container);
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let full;
    Object.defineProperty(error, 'message', { configurable: true, get: () => (full ??= getElementError(message, container).message) });
    return error;
  },
});

// antd's style registry (cssinjs) keeps its styles in memory under jest instead of writing <style>
// tags: jsdom's getComputedStyle, which every getByRole calls for each element it checks, reads
// every style sheet in the document, and antd's sheets made a role query take seconds. The
// default context value is what every StyleProvider (antd's ConfigProvider's too) inherits; `mock`
// is cssinjs's own switch for this, honoured outside production builds only.
{
  const path = require('node:path');
  const antdDir = path.dirname(require.resolve('antd/package.json'));
  const styleContext = require(require.resolve('@ant-design/cssinjs/lib/StyleContext', { paths: [antdDir] })).default;
  styleContext._currentValue.mock = 'server';
  // cssinjs writes antd's CSS variables (a rule of hundreds of `--ant-*` properties per component)
  // whatever `mock` says. Written into the document, jsdom applies each of them to every element
  // in getComputedStyle: a role query on a small antd form took 3 times as long. The sheets go to
  // a node outside the document instead (`container` is where cssinjs writes).
  if (typeof document !== 'undefined') styleContext._currentValue.container = document.createElement('div');
  // cssinjs drops a style or token from its cache when no mounted component uses it, and builds it
  // again at the next mount: every test (its render unmounted after it) and every popup rebuilt
  // the same antd styles. Under jest nothing is written to the page (above), so entries are kept
  // for the file's run (a bounded set: one per component style and theme).
  const cache = styleContext._currentValue.cache;
  const opUpdate = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) => opUpdate(key, (prev) => valueFn(prev) ?? prev);
}

// jsdom has no pseudo-element styles; antd measures the scrollbar with getComputedStyle(el, '::-webkit-scrollbar'):
// the pseudo-element argument is dropped. (Suites under @jest-environment node have no window.)
//
// jsdom also computes a style afresh at every call (the element's rules copied property by
// property, then visibility, pointer-events and the colours resolved up its ancestors), though it
// caches the rules that match until the document changes. Role queries ask again and again for
// the same elements (each ancestor of each candidate, each descendant of a named one), and
// user-event for each ancestor of what it clicks: about a tenth of an antd page test's time. An
// answer is kept as long as jsdom keeps its own cache (document._styleCache, dropped at any change
// of an attached node or of a style sheet), so it is the answer jsdom would give.
if (typeof window !== 'undefined') {
  const computed = window.getComputedStyle.bind(window);
  const impl = Object.getOwnPropertySymbols(document).find((s) => s.description === 'impl');
  const doc = document[impl];
  let styles = new WeakMap();
  let of = null; // the jsdom cache the answers in `styles` were computed under
  window.getComputedStyle = (elt) => {
    if (elt?.ownerDocument !== document) return computed(elt);
    if (!of || doc._styleCache !== of) styles = new WeakMap();
    let style = styles.get(elt);
    if (!style) {
      style = computed(elt);
      styles.set(elt, style);
      of = doc._styleCache;
    }
    return style;
  };
}
