import { useId } from 'react';
import type { OwnerSpace, OwnerVenueSummary, RecordStatus } from '@venues/contracts';
import { StatusTag, statusLabels } from '@venues/ui';
import Select from 'antd/es/select';

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

/** Which venue and space the calendar shows (antd Selects with search); a venue or space that is not published says so. */
export function VenueSpacePicker({ venues, venueId, spaces, spaceId, onVenue, onSpace }: VenueSpacePickerProps) {
  const id = useId();
  const venue = venues.find((v) => v._id === venueId);
  const space = spaces?.find((s) => s._id === spaceId);
  return (
    <div className="av-pickers">
      <div className="av-picker">
        <label htmlFor={`${id}-venue`}>Venue</label>
        <div className="av-picker__row">
          <Select
            id={`${id}-venue`}
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 240 }}
            value={venueId}
            onChange={(v: string) => onVenue(v)}
            options={venues.map((v) => ({ value: v._id, label: optionText(v) }))}
          />
          {venue && venue.status !== 'published' && <StatusTag status={venue.status} />}
        </div>
      </div>
      <div className="av-picker">
        <label htmlFor={`${id}-space`}>Space</label>
        <div className="av-picker__row">
          <Select
            id={`${id}-space`}
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 240 }}
            value={spaces ? spaceId : undefined}
            placeholder={spaces ? 'Choose a space' : 'Loading spaces…'}
            loading={!spaces}
            disabled={!spaces}
            onChange={(v: string) => onSpace(v)}
            options={(spaces ?? []).map((s) => ({ value: s._id, label: optionText(s) }))}
          />
          {space && space.status !== 'published' && <StatusTag status={space.status} />}
        </div>
      </div>
    </div>
  );
}
