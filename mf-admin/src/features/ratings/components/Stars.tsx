/** A rating as stars, read out as "4 out of 5 stars". */
export function Stars({ value }: { value: number }) {
  const n = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className="adm-stars" role="img" aria-label={`${value} out of 5 stars`} style={{ color: '#d48806' }}>
      {'★'.repeat(n)}
      <span style={{ opacity: 0.35 }}>{'★'.repeat(5 - n)}</span>
    </span>
  );
}
