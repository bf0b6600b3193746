import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { canSendOffers, type EnquiryMessage } from '@venues/contracts';
import { enquiriesApi } from '@venues/api-client';
import { session } from '@venues/session';
import { PlainErrorView, useCountry, useDocumentTitle, useNoFooter } from '@venues/mf-kit';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { STATUS_TONE, STATUS_LABEL } from '../lib/format';
import { seenByOther } from '../features/chat/messageList';
import { useConversation } from '../features/chat/useConversation';
import { Composer } from '../features/chat/Composer';
import { DetailsPanel } from '../features/chat/DetailsPanel';
import { MessageRow } from '../features/chat/MessageRow';
import { BookingBanner } from '../features/bookings/BookingBanner';
import { OfferCard } from '../features/offers/OfferCard';
import { RequestCard } from '../features/offers/RequestCard';
import { PageResult, PageSkeleton } from '../components/PageState';
import { StatusTag } from '../components/StatusTag';

/**
 * One conversation (enquiries/:enquiry, user-enquiries/:enquiry): the chat with live messages,
 * typing and "Seen" (features/chat/useConversation), the message box (Composer) and the event's
 * details with the steps the caller may take (DetailsPanel). Opening it marks it read.
 *
 * Layout (enquiries.css, docs/adr/0107-chat-on-phones-live-cards-calendar.md): the title, the
 * event panel, the messages and the message box, in this order in the page. A laptop shows the
 * panel in a column beside the chat; a phone folds it to one line under the title and pins the
 * message box to the bottom of the screen (full width, above the safe-area inset), with the
 * messages scrolling above it. The page asks the shell for no footer (useNoFooter).
 */
const ConversationPage = observer(function ConversationPage() {
  const { enquiry: id = '' } = useParams();
  const country = useCountry();
  const c = useConversation(id);
  const { enquiry, messages, addMessages } = c;
  const e = enquiry.data;
  const bottom = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLDivElement>(null);
  useNoFooter();
  useDocumentTitle(e ? `Enquiry: ${e.my_side === 'customer' ? e.venue.name : e.customer.name}` : 'Enquiry');

  // Drawn once the enquiry and its bookings are in: the bookings' banners are part of the first
  // view (drawn after it, they pushed the messages down: a layout shift of 0.116 on a phone).
  const ready = Boolean(e) && c.bookings !== null;

  // A block body: an effect must return nothing or its cleanup (some browsers' scrollIntoView returns a promise).
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, ready]);

  // The pinned message box's height, as --enq-composer-h: the page keeps that much room under the
  // last message (a phone; the box grows with the draft and the files to send).
  useEffect(() => {
    const box = composer.current;
    const page = root.current;
    if (!box || !page || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => page.style.setProperty('--enq-composer-h', `${Math.ceil(box.getBoundingClientRect().height)}px`));
    observer.observe(box);
    return () => observer.disconnect();
  }, [ready]);

  if (enquiry.status === 'error' && enquiry.error.status === 404) {
    return <PlainErrorView status={404} message="This conversation does not exist, or it is not yours." homeHref={`/${country}/enquiries`} />;
  }
  if (enquiry.status === 'error' || c.loadError) {
    return (
      <PageResult kind="warning" title="We could not load this conversation" subTitle={c.loadError ?? (enquiry.status === 'error' ? enquiry.error.message : '')}>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </PageResult>
    );
  }
  if (!e || !ready) return <PageSkeleton rows={8} />;

  const other = e.my_side === 'customer' ? e.venue.name : e.customer.name;
  const lastMine = [...messages].reverse().find((m) => m.side === e.my_side);
  const manages = e.my_side === 'venue' && canSendOffers(session.roles);
  const card = (m: EnquiryMessage): ReactNode => {
    if (m.card?.kind === 'offer') {
      const offerId = m.card.id;
      return <OfferCard offer={c.offers.get(offerId)} booking={c.bookings?.find((b) => b.offer_id === offerId)} mySide={e.my_side} country={country} canManage={manages} onChanged={c.putOffer} />;
    }
    if (m.card?.kind === 'booking_request') {
      return <RequestCard id={m.card.id} live={c.requests.get(m.card.id)} mySide={e.my_side} timeZone={e.venue.time_zone} country={country} canManage={manages} onChanged={c.putRequest} />;
    }
    return undefined;
  };

  const live = c.bookings?.find((b) => b.status !== 'cancelled');
  return (
    <div className="enq-page enq-conversation" ref={root}>
      <div className="enq-chat-head">
        <Link to={`/${country}/enquiries`}>‹ All enquiries</Link>
        <Typography.Title level={1} className="enq-chat-title">
          {other} <StatusTag tone={STATUS_TONE[e.status]}>{STATUS_LABEL[e.status]}</StatusTag>
        </Typography.Title>
        <BookingBanner bookings={c.bookings} country={country} />
      </div>
      <DetailsPanel enquiry={e} country={country} phones={c.phones} onChanged={enquiry.replace} phoneAction={c.phoneAction} booking={live} />
      <div className="enq-messages" role="log" aria-label={`Conversation with ${other}`} aria-live="polite">
        {c.older.hasMore && (
          <Button type="link" className="enq-older" loading={c.older.loading} onClick={() => void c.loadOlder()}>
            Show earlier messages
          </Button>
        )}
        {messages.map((m) => (
          <MessageRow
            key={m._id}
            m={m}
            mine={m.side === e.my_side}
            seen={m === lastMine && seenByOther(m, e.my_side, e.other_last_read_at)}
            phone={m.card?.kind === 'phone_request' ? c.phones.get(m.card.id) : undefined}
            mySide={e.my_side}
            card={card(m)}
            onPhone={(answer, rid) => void c.phoneAction(() => enquiriesApi.answerPhone(id, rid, answer))}
          />
        ))}
        <div ref={bottom} className="enq-messages-end" />
      </div>
      <div className="enq-compose" ref={composer}>
        {e.status === 'archived' ? (
          <Alert type="info" showIcon title="This conversation is archived. Unarchive it to write again." />
        ) : (
          <Composer enquiryId={id} other={other} typing={c.typing} onSent={(m) => addMessages([m])} />
        )}
      </div>
    </div>
  );
});

export default ConversationPage;
