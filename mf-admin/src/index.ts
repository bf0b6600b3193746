// Async boundary: shared singletons are negotiated before any app code runs (DESIGN §3).
void import('./bootstrap');
