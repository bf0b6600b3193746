import { useState } from 'react';
import type { Booking } from '@venues/contracts';
import { bookingsApi, toApiError } from '@venues/api-client';
import { ui } from '@venues/session';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { bookingEvent, googleCalendarUrl, outlookCalendarUrl } from './calendarLinks';

/** Saves a Blob under a file name (an object URL clicked; revoked a little later). */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * "Add to calendar" on a booking page: the booking's own .ics file (GET /bookings/:id/calendar.ics,
 * for Apple Calendar and any other), and Google Calendar and Outlook links (features/bookings/calendarLinks.ts).
 * A cancelled booking has nothing to add.
 */
export function AddToCalendar({ booking: b, country }: { booking: Booking; country: string }) {
  const [busy, setBusy] = useState(false);
  if (b.status === 'cancelled') return null;
  const event = bookingEvent(b, window.location.origin, country);
  async function download() {
    setBusy(true);
    try {
      save(await bookingsApi.calendarOf(b._id), `${b.reference}.ics`);
    } catch (e) {
      ui.showSnackbar(toApiError(e).message, 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Space wrap className="enq-calendar" aria-label="Add to calendar" role="group">
      <Button onClick={() => void download()} loading={busy}>
        Add to calendar (.ics)
      </Button>
      <Button href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        Google Calendar
      </Button>
      <Button href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        Outlook
      </Button>
    </Space>
  );
}
