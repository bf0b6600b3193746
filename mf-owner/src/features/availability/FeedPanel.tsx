import { useState } from 'react';
import type { CalendarFeed } from '@venues/contracts';
import { availabilityApi, toApiError } from '@venues/api-client';
import { ConfirmDialog, useData } from '@venues/mf-kit';
import { ui } from '@venues/session';
import { dateTime } from './describe';

const CONFIRM = {
  replace: {
    title: 'Replace the feed link?',
    text: 'The old link stops working at once: calendars subscribed to it stop updating until you add the new link.',
    ok: 'Replace link',
    danger: false,
  },
  off: {
    title: 'Turn off the calendar feed?',
    text: 'The link stops working and calendars subscribed to it stop updating. You can make a new link at any time.',
    ok: 'Turn off',
    danger: true,
  },
} as const;

/**
 * The space's iCal feed (docs/availability.md "The iCal feed"). Only a hash of its secret is
 * stored, so the link is shown once, right after it is made; a lost link is replaced, which stops
 * the old one. Plain (plain.css); results are told in the shell's snackbar.
 */
export function FeedPanel({ spaceId, spaceName, timeZone }: { spaceId: string; spaceName: string; timeZone: string }) {
  const feed = useData(() => availabilityApi.feed(spaceId), [spaceId], { isEmpty: () => false });
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<keyof typeof CONFIRM | null>(null);

  async function run(call: () => Promise<CalendarFeed>, done: string) {
    setBusy(true);
    try {
      feed.replace(await call());
      ui.showSnackbar(done, 'success');
    } catch (e) {
      ui.showSnackbar(toApiError(e).message, 'error');
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }
  const rotate = () => run(() => availabilityApi.rotateFeed(spaceId), 'New feed link made: copy it now');
  const confirmed = () => void (asking === 'off' ? run(() => availabilityApi.removeFeed(spaceId), 'Calendar feed turned off') : rotate());
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      ui.showSnackbar('Link copied', 'success');
    } catch {
      ui.showSnackbar('Copying did not work: select the link and copy it yourself.', 'error');
    }
  };

  const f = feed.data;
  return (
    <section className="av-feed" aria-labelledby="av-feed-title">
      <h2 id="av-feed-title">Calendar feed (iCal) for {spaceName}</h2>
      <p className="own-muted">Subscribe to it in your own calendar app (Google, Outlook, Apple) to see this space’s bookings, offers’ holds and blocks there.</p>
      {feed.status === 'error' ? (
        <div className="ui-alert ui-alert--error" role="alert">
          <strong>We could not load the feed’s status</strong>
          <span>{feed.error.message} </span>
          <button type="button" className="ui-link-button" onClick={feed.reload}>
            Try again
          </button>
        </div>
      ) : !f ? (
        <div className="ui-skeleton" aria-busy="true" aria-label="Loading the feed’s status">
          <span />
          <span />
        </div>
      ) : (
        <>
          <p>
            <strong>{f.active ? 'On' : 'Off'}</strong>
            {f.active && f.created_at ? ` since ${dateTime(f.created_at, timeZone)} (when the current link was made).` : ': your calendar app gets nothing from this space yet.'}
          </p>
          {f.url && (
            <div className="ui-alert ui-alert--success">
              <strong>Your feed link, shown only now</strong>
              <div className="av-feed-link">
                <input className="ui-input" readOnly value={f.url} aria-label="Feed link" onFocus={(e) => e.target.select()} />
                <button type="button" className="ui-button" onClick={() => void copy(f.url!)}>
                  Copy link
                </button>
              </div>
              <span>Copy it now: for safety we keep no copy, so it is not shown again (you can replace it). It shows customers’ names: keep it to your team.</span>
            </div>
          )}
          <div className="av-feed-actions">
            {f.active ? (
              <>
                <button type="button" className="ui-button" onClick={() => setAsking('replace')} disabled={busy}>
                  Replace link
                </button>
                <button type="button" className="ui-button own-danger" onClick={() => setAsking('off')} disabled={busy}>
                  Turn off
                </button>
              </>
            ) : (
              <button type="button" className="ui-button ui-button--primary" onClick={() => void rotate()} disabled={busy} aria-busy={busy || undefined}>
                {busy && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
                Create link
              </button>
            )}
          </div>
        </>
      )}
      {asking && (
        <ConfirmDialog title={CONFIRM[asking].title} okText={CONFIRM[asking].ok} cancelText="Cancel" danger={CONFIRM[asking].danger} busy={busy} onCancel={() => setAsking(null)} onOk={confirmed}>
          <p className="av-dialog-text">{CONFIRM[asking].text}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
