require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 5 s (default 1 s): these tests talk to a real HTTP server and render
// antd in React transitions, which on a busy 2-core machine can take longer than a second.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
