import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import { darkTheme } from '../theme';
import './links.css';
import './tags.css';

export interface AppProvidersProps {
  dark?: boolean;
  /** Alias of `dark`. */
  darkMode?: boolean;
  children: ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function watchReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** Whether the person asked their system for less motion (followed live; false on the server). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    watchReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * Theme + antd App (message/notification/modal context) around every app and remote. A person
 * who asks their system for reduced motion gets antd without its motion (dialogs, menus and lists
 * appear at once instead of zooming or sliding in): docs/adr/0108-reduced-motion.md.
 */
export function AppProviders({ dark, darkMode, children }: AppProvidersProps) {
  const isDark = Boolean(dark ?? darkMode);
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => {
    const base = darkTheme(isDark);
    return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base;
  }, [isDark, reducedMotion]);
  return (
    <ConfigProvider theme={theme} variant="outlined" componentSize="middle">
      <App className="ui-app">{children}</App>
    </ConfigProvider>
  );
}
