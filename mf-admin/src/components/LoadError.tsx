import type { ClientApiError } from '@venues/api-client';

/** A failed load: what failed, the server's reason and "Try again". Plain (plain.css), for every page. */
export function LoadError({ title, error, onRetry }: { title: string; error: ClientApiError; onRetry: () => void }) {
  return (
    <div className="ui-alert ui-alert--error adm-load-error" role="alert">
      <div>
        <strong>{title}</strong>
        <span>{error.message}</span>
      </div>
      <button type="button" className="ui-button ui-button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
