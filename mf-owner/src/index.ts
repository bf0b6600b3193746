// Async boundary: shared singletons are negotiated before any app code runs (docs/design.md §3).
void import('./bootstrap');
