import { useId } from 'react';
import { Select } from 'antd';
import type { OwnerSpace, OwnerVenueSummary } from '@venues/contracts';
import { StatusTag } from '@venues/ui';

/** The venues a calendar can be shown for: those with spaces, published first, then by name. */
export function calendarVenues(venues: readonly OwnerVenueSummary[]): OwnerVenueSummary[] {
  const rank = (v: OwnerVenueSummary) => (v.status === 'published' ? 0 : 1);
  return venues.filter((v) => v.spaces_count > 0).sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

export interface VenueSpacePickerProps {
  venues: readonly OwnerVenueSummary[];
  venueId: string;
  /** Undefined while the venue's spaces load. */
  spaces: readonly OwnerSpace[] | undefined;
  spaceId: string | undefined;
  onVenue: (id: string) => void;
  onSpace: (id: string) => void;
}

/** Which venue and space the calendar shows; a venue or space that is not published says so. */
export function VenueSpacePicker({ venues, venueId, spaces, spaceId, onVenue, onSpace }: VenueSpacePickerProps) {
  const id = useId();
  return (
    <div className="av-pickers">
      <div className="av-picker">
        <label htmlFor={`${id}-venue`}>Venue</label>
        <Select
          id={`${id}-venue`}
          showSearch={{ optionFilterProp: 'title' }}
          value={venueId}
          onChange={onVenue}
          options={venues.map((v) => ({
            value: v._id,
            title: v.name,
            label: (
              <span className="av-option">
                {v.name} {v.status !== 'published' && <StatusTag status={v.status} />}
              </span>
            ),
          }))}
        />
      </div>
      <div className="av-picker">
        <label htmlFor={`${id}-space`}>Space</label>
        <Select
          id={`${id}-space`}
          loading={!spaces}
          disabled={!spaces}
          value={spaces ? spaceId : undefined}
          placeholder={spaces ? 'Choose a space' : 'Loading spaces…'}
          onChange={onSpace}
          options={(spaces ?? []).map((s) => ({
            value: s._id,
            title: s.name,
            label: (
              <span className="av-option">
                {s.name} {s.status !== 'published' && <StatusTag status={s.status} />}
              </span>
            ),
          }))}
        />
      </div>
    </div>
  );
}
