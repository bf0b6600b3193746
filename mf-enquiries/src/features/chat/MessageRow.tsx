import type { ReactNode } from 'react';
import type { EnquiryMessage, PhoneRequest } from '@venues/contracts';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { Attachments } from './Attachments';
import { messageTime } from '../../lib/format';

/** One message of the chat: a system line, a bubble with text and files, a phone request or a card. */
export function MessageRow({
  m,
  mine,
  seen,
  phone,
  mySide,
  card,
  onPhone,
}: {
  m: EnquiryMessage;
  mine: boolean;
  seen: boolean;
  phone: PhoneRequest | undefined;
  mySide: string;
  /** The card of an offer or a request to book, drawn by the page. */
  card: ReactNode;
  onPhone: (answer: 'share' | 'decline', rid: string) => void;
}) {
  if (m.side === 'system') return <p className="enq-system">{m.body}</p>;
  const who = m.sender?.name ?? (m.side === 'venue' ? 'The venue' : 'The customer');
  let content = (
    <>
      {m.body && <p className="enq-text">{m.body}</p>}
      <Attachments list={m.attachments} />
    </>
  );
  if (m.card?.kind === 'phone_request') {
    const asker = phone?.side === mySide ? 'You asked' : `${who} asked`;
    content = (
      <Card size="small">
        <strong>{asker} for a phone number</strong>
        {phone?.status === 'shared' && (
          <p>
            Shared: <a href={`tel:${phone.phone}`}>{phone.phone}</a>
          </p>
        )}
        {phone?.status === 'declined' && <p>Declined</p>}
        {phone?.status === 'requested' && phone.side !== mySide && (
          <Space wrap style={{ marginTop: 8 }}>
            <Button size="small" type="primary" onClick={() => onPhone('share', phone._id)}>
              Share my number
            </Button>
            <Button size="small" onClick={() => onPhone('decline', phone._id)}>
              Decline
            </Button>
          </Space>
        )}
        {phone?.status === 'requested' && phone.side === mySide && <p>Waiting for an answer</p>}
      </Card>
    );
  } else if (card) {
    content = <>{card}</>;
  }
  return (
    <div className={`enq-msg ${mine ? 'enq-mine' : 'enq-theirs'}`}>
      {!mine && (
        <Avatar size="small" src={m.sender?.picture ?? undefined} aria-hidden="true" className="enq-avatar--small">
          {who.slice(0, 1)}
        </Avatar>
      )}
      <div className="enq-bubble">
        {!mine && <span className="enq-who">{who}</span>}
        {content}
        <Typography.Text type="secondary" className="enq-time">
          {messageTime(m.created_at)}
          {seen ? ' · Seen' : ''}
        </Typography.Text>
      </div>
    </div>
  );
}
