import type { ComponentType, FunctionComponent } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';
import { AppProviders } from '@venues/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** Providers every remote renders inside: theme (dark mode follows the session) and router. */
export const ThemedProviders = observer(function ThemedProviders({ children }: { children: React.ReactNode }) {
  return <AppProviders darkMode={session.darkMode}>{children}</AppProviders>;
});

export function createRemoteRoot(name: string, App: ComponentType): FunctionComponent {
  function RemoteRoot() {
    return (
      <RemoteErrorBoundary name={name}>
        <ThemedProviders>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </ThemedProviders>
      </RemoteErrorBoundary>
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${name})`;
  return RemoteRoot;
}
