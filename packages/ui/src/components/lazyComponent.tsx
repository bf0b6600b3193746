import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose module is downloaded when it is first drawn, in its own Suspense (nothing drawn
 * meanwhile): for what a page shows only after a click (a dialog and its form, pickers included),
 * so the page's first view does not wait for it (docs/adr/0119-signed-in-pages-load-what-they-draw.md).
 *
 *   const BlockFormModal = lazyComponent(() => import('./BlockFormModal').then((m) => m.BlockFormModal));
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
