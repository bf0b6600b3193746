require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 15 s (default 1 s): these tests talk to a real HTTP server and render
// antd in React transitions; with two jest workers on a 2-core machine a first render of an antd
// table was measured at over 5 s. A failing check only fails later; a passing one is not slower.
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });

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
}

// jsdom has no pseudo-element styles; antd measures the scrollbar with getComputedStyle(el, '::-webkit-scrollbar').
// (Suites under @jest-environment node have no window.)
if (typeof window !== 'undefined') {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => computed(elt);
}
