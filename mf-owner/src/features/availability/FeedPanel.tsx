import { useState } from 'react';
import { Alert, App, Button, Input, Skeleton, Space } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import type { CalendarFeed } from '@venues/contracts';
import { availabilityApi, toApiError } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { dateTime } from './describe';

/**
 * The space's iCal feed (docs/availability.md "The iCal feed"). Only a hash of its secret is
 * stored, so the link is shown once, right after it is made; a lost link is replaced, which stops
 * the old one.
 */
export function FeedPanel({ spaceId, spaceName, timeZone }: { spaceId: string; spaceName: string; timeZone: string }) {
  const { message, modal } = App.useApp();
  const feed = useData(() => availabilityApi.feed(spaceId), [spaceId], { isEmpty: () => false });
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<CalendarFeed>, done: string) {
    setBusy(true);
    try {
      feed.replace(await call());
      void message.success(done);
    } catch (e) {
      void message.error(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }
  const rotate = () => run(() => availabilityApi.rotateFeed(spaceId), 'New feed link made: copy it now');
  const confirmReplace = () =>
    modal.confirm({
      title: 'Replace the feed link?',
      content: 'The old link stops working at once: calendars subscribed to it stop updating until you add the new link.',
      okText: 'Replace link',
      onOk: rotate,
    });
  const confirmOff = () =>
    modal.confirm({
      title: 'Turn off the calendar feed?',
      content: 'The link stops working and calendars subscribed to it stop updating. You can make a new link at any time.',
      okText: 'Turn off',
      okButtonProps: { danger: true },
      onOk: () => run(() => availabilityApi.removeFeed(spaceId), 'Calendar feed turned off'),
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success('Link copied');
    } catch {
      void message.error('Copying did not work: select the link and copy it yourself.');
    }
  };

  const f = feed.data;
  return (
    <section className="av-feed" aria-labelledby="av-feed-title">
      <h2 id="av-feed-title">Calendar feed (iCal) for {spaceName}</h2>
      <p className="own-muted">Subscribe to it in your own calendar app (Google, Outlook, Apple) to see this space’s bookings, offers’ holds and blocks there.</p>
      {feed.status === 'error' ? (
        <Alert type="error" showIcon title="We could not load the feed’s status" description={feed.error.message} action={<Button onClick={feed.reload}>Try again</Button>} />
      ) : !f ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <p>
            <strong>{f.active ? 'On' : 'Off'}</strong>
            {f.active && f.created_at ? ` since ${dateTime(f.created_at, timeZone)} (when the current link was made).` : ': your calendar app gets nothing from this space yet.'}
          </p>
          {f.url && (
            <Alert
              type="success"
              showIcon
              title="Your feed link, shown only now"
              description={
                <>
                  <Space.Compact style={{ width: '100%', margin: '8px 0' }}>
                    <Input readOnly value={f.url} aria-label="Feed link" onFocus={(e) => e.target.select()} />
                    <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(f.url!)}>
                      Copy link
                    </Button>
                  </Space.Compact>
                  Copy it now: for safety we keep no copy, so it is not shown again (you can replace it). It shows customers’ names: keep it to your team.
                </>
              }
            />
          )}
          <Space wrap style={{ marginTop: 12 }}>
            {f.active ? (
              <>
                <Button onClick={confirmReplace} loading={busy}>
                  Replace link
                </Button>
                <Button danger onClick={confirmOff} disabled={busy}>
                  Turn off
                </Button>
              </>
            ) : (
              <Button type="primary" onClick={() => void rotate()} loading={busy}>
                Create link
              </Button>
            )}
          </Space>
        </>
      )}
    </section>
  );
}
