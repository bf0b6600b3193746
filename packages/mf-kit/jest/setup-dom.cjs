require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 15 s (default 1 s): these tests talk to a real HTTP server and render
// antd in React transitions; with two jest workers on a 2-core machine a first render of an antd
// table was measured at over 5 s. A failing check only fails later; a passing one is not slower.
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });
