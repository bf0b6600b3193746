/** antd's Skeleton without antd: grey bars while a page's record loads, announced by its label. */
export function Loading({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div className="ui-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}

/** A record that did not load (not a 404): what went wrong, the server's message and a retry. */
export function LoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div className="ui-alert ui-alert--error" role="alert">
      <strong>{title}</strong>
      <span>{message} </span>
      <button type="button" className="ui-link-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
