import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import antdTheme from 'antd/es/theme';
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
 * The theme's text (colour, size, line height, font) on the app's box, as antd's App draws it. The
 * App itself is not used: it holds message, notification and modal (22 KB gzip on every page) for
 * App.useApp, and the site's messages are the shell's snackbar and its dialogs the pages' own
 * (docs/adr/0119-signed-in-pages-load-what-they-draw.md).
 */
function ThemedText({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div className="ui-app" style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {children}
    </div>
  );
}

/**
 * The theme around every app and remote, its text drawn as antd's App would. A person
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
      <ThemedText>{children}</ThemedText>
    </ConfigProvider>
  );
}
