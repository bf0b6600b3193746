import { useEffect, useRef } from 'react';
import { CANCELLATION_POLICIES, SPACE_TYPES, WEEKDAYS, DEFAULT_OPENING_HOURS, type OwnerSpace, type OwnerVenue } from '@venues/contracts';
import { money, plural, toMinor } from '@venues/geo';
import { loadPinMap } from './map/loadPinMap';
import type { PinMapHandle } from './map/pinMap';
import { usesDefaults } from './sections';

const DAY_LABEL: Record<string, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

function SmallMap({ lat, lng }: { lat: number; lng: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let handle: PinMapHandle | null = null;
    let gone = false;
    loadPinMap()
      .then((m) => {
        if (!gone && box.current) handle = m.createPinMap(box.current, { pin: { lat, lng }, center: { lat, lng, zoom: 16 }, label: 'Venue pin', onMove: () => undefined, readOnly: true });
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      handle?.destroy();
    };
  }, [lat, lng]);
  return <div ref={box} className="own-map own-map--small" role="img" aria-label={`Map: the pin at ${lat}, ${lng}`} />;
}

function capacityOf(s: OwnerSpace): string {
  const c = s.capacity;
  const parts = [c.standing && `${c.standing} standing`, c.seated && `${c.seated} seated`, c.theatre && `${c.theatre} theatre`, c.banquet && `${c.banquet} banquet`].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no capacity yet';
}

function priceOf(s: OwnerSpace, venue: OwnerVenue): string {
  const cur = venue.currency;
  const m = (major: number) => (cur ? money(toMinor(major, cur), cur, venue.country) : String(major));
  const p = s.pricing;
  const parts = [
    p.per_hour && `${m(p.per_hour.amount)} an hour (at least ${plural(p.per_hour.min_hours, 'hour')})`,
    p.per_day && `${m(p.per_day.amount)} a day`,
    p.packages.length > 0 && plural(p.packages.length, 'package'),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'no price yet';
}

/** The review step's summary: what guests will see once the venue is approved. */
export function ListingSummary({ venue }: { venue: OwnerVenue }) {
  const hours = venue.opening_hours ?? DEFAULT_OPENING_HOURS;
  const policy = CANCELLATION_POLICIES.find((p) => p.id === venue.cancellation_policy);
  const address = [venue.address, venue.area, [venue.city, venue.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <section className="own-summary" aria-label="What will be published">
      <dl>
        <dt>Name</dt>
        <dd>{venue.name}</dd>
        <dt>Address</dt>
        <dd>
          {address || 'Not filled in yet'}
          {venue.latitude != null && venue.longitude != null ? <SmallMap lat={venue.latitude} lng={venue.longitude} /> : <div>No map pin yet</div>}
        </dd>
        <dt>Spaces</dt>
        <dd>
          {venue.spaces.length ? (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {venue.spaces.map((s) => (
                <li key={s._id}>
                  <strong>{s.name}</strong>
                  {s.space_type && ` (${SPACE_TYPES.find((t) => t.value === s.space_type)?.label ?? s.space_type})`}: {capacityOf(s)}; {priceOf(s, venue)}
                </li>
              ))}
            </ul>
          ) : (
            'No spaces yet'
          )}
        </dd>
        <dt>Photos</dt>
        <dd>{plural(venue.photos.length, 'photo')}</dd>
        <dt>Opening hours</dt>
        <dd>
          {WEEKDAYS.map((d) => {
            const h = hours[d];
            return `${DAY_LABEL[d]} ${h ? `${h.open}–${h.close}` : 'closed'}`;
          }).join(' · ')}
          {usesDefaults(venue) && <div className="own-muted">Filled in with defaults — check and confirm them under Hours and policies.</div>}
        </dd>
        <dt>Cancellation policy</dt>
        <dd>{policy ? `${policy.label}: full refund ${policy.fullHours / 24} days or more before, ${policy.partialPercent}% from ${policy.partialHours / 24} days` : venue.cancellation_policy}</dd>
        <dt>Time zone</dt>
        <dd>{venue.time_zone}</dd>
      </dl>
    </section>
  );
}
