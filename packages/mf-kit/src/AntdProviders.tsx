import { createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';

const loadThemedProviders = () => import(/* webpackChunkName: "antd-providers" */ './ThemedProviders');
const ThemedProviders = lazy(loadThemedProviders);

/** True inside an AntdProviders boundary: nested boundaries render their children as they are. */
const InsideAntd = createContext(false);

export interface AntdProvidersProps {
  children: ReactNode;
  /** Shown while antd loads (first use only); nothing by default. */
  fallback?: ReactNode;
}

/**
 * Wrap content that uses antd (components, ui views built on antd): loads the antd
 * theme providers as a lazy chunk on first use, so pages of plain HTML and CSS load no antd.
 * Every boundary uses the same theme; cssinjs is a shared singleton, so one style registry.
 */
export function AntdProviders({ children, fallback = null }: AntdProvidersProps) {
  if (useContext(InsideAntd)) return children;
  return (
    <Suspense fallback={fallback}>
      <ThemedProviders>
        <InsideAntd.Provider value>{children}</InsideAntd.Provider>
      </ThemedProviders>
    </Suspense>
  );
}

/** A lazy page that uses antd: its chunk and the antd providers chunk download side by side. */
export function lazyAntdPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), loadThemedProviders()]).then(([page]) => page));
}
