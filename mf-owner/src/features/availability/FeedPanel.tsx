import { useState } from 'react';
import type { CalendarFeed } from '@venues/contracts';
import { availabilityApi, toApiError } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { LoadFailed } from '../../components/PageStates';
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
 * the old one. antd Card, Alert, Popconfirm; results are told in the shell's snackbar.
 */
export function FeedPanel({ spaceId, spaceName, timeZone }: { spaceId: string; spaceName: string; timeZone: string }) {
  const feed = useData(() => availabilityApi.feed(spaceId), [spaceId], { isEmpty: () => false });
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<CalendarFeed>, done: string) {
    setBusy(true);
    try {
      feed.replace(await call());
      ui.showSnackbar(done, 'success');
    } catch (e) {
      ui.showSnackbar(toApiError(e).message, 'error');
    } finally {
      setBusy(false);
    }
  }
  const rotate = () => run(() => availabilityApi.rotateFeed(spaceId), 'New feed link made: copy it now');
  const turnOff = () => run(() => availabilityApi.removeFeed(spaceId), 'Calendar feed turned off');
  const confirm = (which: keyof typeof CONFIRM, onConfirm: () => Promise<void>, label: string) => (
    <Popconfirm
      title={CONFIRM[which].title}
      description={<div style={{ maxWidth: 320 }}>{CONFIRM[which].text}</div>}
      okText={CONFIRM[which].ok}
      cancelText="Cancel"
      okButtonProps={{ danger: CONFIRM[which].danger }}
      onConfirm={onConfirm}
    >
      <Button danger={CONFIRM[which].danger} disabled={busy}>
        {label}
      </Button>
    </Popconfirm>
  );
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
    <Card
      className="av-feed"
      role="region"
      aria-labelledby="av-feed-title"
      title={
        <h2 id="av-feed-title" style={{ margin: 0, fontSize: 16 }}>
          Calendar feed (iCal) for {spaceName}
        </h2>
      }
    >
      <Typography.Paragraph type="secondary">Subscribe to it in your own calendar app (Google, Outlook, Apple) to see this space’s bookings, offers’ holds and blocks there.</Typography.Paragraph>
      {feed.status === 'error' ? (
        <LoadFailed title="We could not load the feed’s status" message={feed.error.message} onRetry={feed.reload} />
      ) : !f ? (
        <div role="status" aria-busy="true" aria-label="Loading the feed’s status">
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        </div>
      ) : (
        <>
          <p>
            <strong>{f.active ? 'On' : 'Off'}</strong>
            {f.active && f.created_at ? ` since ${dateTime(f.created_at, timeZone)} (when the current link was made).` : ': your calendar app gets nothing from this space yet.'}
          </p>
          {f.url && (
            <Alert
              type="success"
              style={{ marginBottom: 16 }}
              title="Your feed link, shown only now"
              description={
                <>
                  <Flex gap={8} className="av-feed-link" style={{ margin: '8px 0' }}>
                    <Input readOnly value={f.url} aria-label="Feed link" onFocus={(e) => e.target.select()} />
                    <Button onClick={() => void copy(f.url!)}>Copy link</Button>
                  </Flex>
                  <span>Copy it now: for safety we keep no copy, so it is not shown again (you can replace it). It shows customers’ names: keep it to your team.</span>
                </>
              }
            />
          )}
          <Flex gap={8} className="av-feed-actions">
            {f.active ? (
              <>
                {confirm('replace', rotate, 'Replace link')}
                {confirm('off', turnOff, 'Turn off')}
              </>
            ) : (
              <Button type="primary" onClick={() => void rotate()} loading={busy}>
                Create link
              </Button>
            )}
          </Flex>
        </>
      )}
    </Card>
  );
}
