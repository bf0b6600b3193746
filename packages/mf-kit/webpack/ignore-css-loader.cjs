// The server build of a remote (docs/ssr.md) renders HTML only: its CSS imports become empty
// modules, and the page links the browser build's CSS files instead.
module.exports = function ignoreCss() {
  return 'export {};';
};
