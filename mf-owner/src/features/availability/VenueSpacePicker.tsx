import { useId } from 'react';
import type { OwnerSpace, OwnerVenueSummary, RecordStatus } from '@venues/contracts';
import { PlainStatusTag, statusLabels } from '@venues/ui';

/** The venues a calendar can be shown for: those with spaces, published first, then by name. */
export function calendarVenues(venues: readonly OwnerVenueSummary[]): OwnerVenueSummary[] {
  const rank = (v: OwnerVenueSummary) => (v.status === 'published' ? 0 : 1);
  return venues.filter((v) => v.spaces_count > 0).sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** An option's words: the name, and the status when it is not published (an option holds text only). */
const optionText = (o: { name: string; status: RecordStatus }) => (o.status === 'published' ? o.name : `${o.name} (${statusLabels[o.status]})`);

export interface VenueSpacePickerProps {
  venues: readonly OwnerVenueSummary[];
  venueId: string;
  /** Undefined while the venue's spaces load. */
  spaces: readonly OwnerSpace[] | undefined;
  spaceId: string | undefined;
  onVenue: (id: string) => void;
  onSpace: (id: string) => void;
}

/** Which venue and space the calendar shows (native selects); a venue or space that is not published says so. */
export function VenueSpacePicker({ venues, venueId, spaces, spaceId, onVenue, onSpace }: VenueSpacePickerProps) {
  const id = useId();
  const venue = venues.find((v) => v._id === venueId);
  const space = spaces?.find((s) => s._id === spaceId);
  return (
    <div className="av-pickers">
      <div className="av-picker">
        <label htmlFor={`${id}-venue`}>Venue</label>
        <div className="av-picker__row">
          <select id={`${id}-venue`} className="ui-select" value={venueId} onChange={(e) => onVenue(e.target.value)}>
            {venues.map((v) => (
              <option key={v._id} value={v._id}>
                {optionText(v)}
              </option>
            ))}
          </select>
          {venue && venue.status !== 'published' && <PlainStatusTag status={venue.status} />}
        </div>
      </div>
      <div className="av-picker">
        <label htmlFor={`${id}-space`}>Space</label>
        <div className="av-picker__row">
          <select id={`${id}-space`} className="ui-select" value={spaces ? (spaceId ?? '') : ''} disabled={!spaces} aria-busy={!spaces || undefined} onChange={(e) => onSpace(e.target.value)}>
            {!spaces ? (
              <option value="">Loading spaces…</option>
            ) : (
              <>
                {!spaceId && (
                  <option value="" disabled>
                    Choose a space
                  </option>
                )}
                {spaces.map((s) => (
                  <option key={s._id} value={s._id}>
                    {optionText(s)}
                  </option>
                ))}
              </>
            )}
          </select>
          {space && space.status !== 'published' && <PlainStatusTag status={space.status} />}
        </div>
      </div>
    </div>
  );
}
