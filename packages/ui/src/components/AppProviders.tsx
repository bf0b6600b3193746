import type { ReactNode } from 'react';
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

/** Theme + antd App (message/notification/modal context) around every app and remote. */
export function AppProviders({ dark, darkMode, children }: AppProvidersProps) {
  return (
    <ConfigProvider theme={darkTheme(Boolean(dark ?? darkMode))} variant="outlined" componentSize="middle">
      <App className="ui-app">{children}</App>
    </ConfigProvider>
  );
}
