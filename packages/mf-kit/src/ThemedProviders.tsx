import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';
import { AppProviders } from '@venues/ui';

/**
 * The antd providers (theme from @venues/ui, antd App; dark mode follows the session). Its own
 * module so it can be a lazy chunk: a page without antd never downloads antd (docs/design.md §7).
 */
const ThemedProviders = observer(function ThemedProviders({ children }: { children: ReactNode }) {
  return <AppProviders darkMode={session.darkMode}>{children}</AppProviders>;
});
export default ThemedProviders;
