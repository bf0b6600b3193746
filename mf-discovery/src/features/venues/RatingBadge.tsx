/** "★ 4.6 (23)", or "New" for a venue without reviews. */
export function RatingBadge({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return <span className="disc-rating disc-rating--new">New</span>;
  return (
    // A span may not carry a name of its own (aria-prohibited-attr): the words are hidden text instead.
    <span className="disc-rating">
      <span aria-hidden="true">
        <span className="disc-rating__star">★</span> {average.toFixed(1)} <span className="disc-rating__count">({count})</span>
      </span>
      <span className="disc-visually-hidden">{`Rated ${average.toFixed(1)} out of 5 from ${count} review${count === 1 ? '' : 's'}`}</span>
    </span>
  );
}
