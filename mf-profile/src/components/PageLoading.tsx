/** A centred spinner while a page chunk or its data loads. Without antd: it shows before antd has loaded. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="ui-plain" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <span className="ui-spinner" aria-hidden="true" />
    </div>
  );
}
