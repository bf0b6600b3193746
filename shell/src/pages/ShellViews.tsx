// The shell's own pages, loaded on demand (antd + @venues/ui views stay off the landing page).
import { AppProviders, NoAccessView, RemoteFallback } from '@venues/ui';
import { PlainErrorView } from '@venues/mf-kit';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';

export type ShellView =
  | { kind: 'not-found' }
  | { kind: 'no-access' }
  | { kind: 'error'; status?: number; message?: string }
  | { kind: 'remote-failed'; remote: string; onRetry: () => void };

function View({ view }: { view: ShellView }) {
  switch (view.kind) {
    case 'not-found':
      return <PlainErrorView status={404} homeHref={`/${session.country}`} />;
    case 'no-access':
      return <NoAccessView homeHref={`/${session.country}`} />;
    case 'error':
      return <PlainErrorView status={view.status ?? 500} message={view.message} homeHref={`/${session.country}`} />;
    case 'remote-failed':
      return <RemoteFallback name={view.remote} onRetry={view.onRetry} />;
  }
}

const ShellViews = observer(function ShellViews({ view }: { view: ShellView }) {
  return (
    <AppProviders darkMode={session.darkMode}>
      <View view={view} />
    </AppProviders>
  );
});
export default ShellViews;
