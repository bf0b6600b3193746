// Stands in for axios's fetch adapter (axios/lib/adapters/fetch.js) in browser builds. axios tries
// its adapters in the order ['xhr', 'http', 'fetch'] and every browser we serve has XHR, so the
// fetch adapter (~3 KB gzip on every page) is never chosen. Asked for by name, it reports itself
// unavailable and axios names the reason.
export const getFetch = () => null;
export default null;
