/** antd's Skeleton without antd (plain.css): grey bars in the shape of what is loading. */
export function Skeleton({ rows, label = 'Loading' }: { rows: number; label?: string }) {
  return (
    <div className="ui-skeleton" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}
