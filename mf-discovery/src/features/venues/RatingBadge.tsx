/** "★ 4.6 (23)", or "New" for a venue without reviews. */
export function RatingBadge({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return <span className="disc-rating disc-rating--new">New</span>;
  return (
    <span className="disc-rating" aria-label={`Rated ${average.toFixed(1)} out of 5 from ${count} review${count === 1 ? '' : 's'}`}>
      <span aria-hidden="true">★</span> {average.toFixed(1)} <span className="disc-rating__count">({count})</span>
    </span>
  );
}
