import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ATTACHMENT_TYPES, SOCKET_EVENTS, canSendOffers, enquiryMachine, type BookingRequest, type CustomOffer, type Enquiry, type EnquiryMessage, type EnquiryStep, type PhoneRequest } from '@venues/contracts';
import { enquiriesApi, offersApi, toApiError } from '@venues/api-client';
import { session, ui } from '@venues/session';
import { ConfirmDialog, LinkButton, PlainErrorView, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { emit, subscribe } from '@venues/realtime';
import { STATUS_TONE, STATUS_LABEL, eventTypeLabel, eventWhen, messageTime } from '../lib/format';
import { mergeMessages, seenByOther } from '../features/chat/messageList';
import { Attachments } from '../features/chat/Attachments';
import { useUploads } from '../features/chat/useUploads';
import { BookingBanner } from '../features/bookings/BookingBanner';
import { OfferCard } from '../features/offers/OfferCard';
import { PageResult, PageSkeleton } from '../components/PageState';
import { StatusTag } from '../components/StatusTag';
import { RequestCard } from '../features/offers/RequestCard';
import { Facts, Panel } from '../features/offers/OfferSummary';

const STEP_LABEL: Record<EnquiryStep, string> = { close: 'Close conversation', reopen: 'Reopen', archive: 'Archive', unarchive: 'Unarchive' };
const STEPS = Object.keys(STEP_LABEL) as EnquiryStep[];
/** How long "typing…" stays without a new signal; the client repeats it while the user types. */
const TYPING_SHOWN_MS = 6_000;
const TYPING_SEND_EVERY_MS = 3_000;

/**
 * One conversation (enquiries/:enquiry, user-enquiries/:enquiry): the chat with live messages,
 * typing and "Seen", the phone-number exchange, and the event's details with the steps the state
 * machine allows the caller (enquiryMachine.available). Opening it marks it read. Drawn without
 * antd (plain.css); a failed action is told in the shell's snackbar.
 */
export default function ConversationPage() {
  const { enquiry: id = '' } = useParams();
  const country = useCountry();
  // The step waiting for the confirmation dialog's answer (closing, archiving).
  const [asking, setAsking] = useState<EnquiryStep | null>(null);
  const enquiry = useData(() => enquiriesApi.get(id), [id]);
  const [messages, setMessages] = useState<EnquiryMessage[]>([]);
  const [older, setOlder] = useState<{ hasMore: boolean; loading: boolean }>({ hasMore: false, loading: false });
  const [loadError, setLoadError] = useState<string | null>(null);
  const [phones, setPhones] = useState<Map<string, PhoneRequest>>(new Map());
  const [offers, setOffers] = useState<Map<string, CustomOffer>>(new Map());
  const [requests, setRequests] = useState<Map<string, BookingRequest>>(new Map());
  const [typing, setTyping] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const uploads = useUploads(id);
  const lastTyping = useRef(0);
  const e = enquiry.data;
  const { replace } = enquiry;
  useDocumentTitle(e ? `Enquiry: ${e.my_side === 'customer' ? e.venue.name : e.customer.name}` : 'Enquiry');

  const markRead = useCallback(() => {
    enquiriesApi.read(id).then(replace, () => undefined);
  }, [id, replace]);

  // The newest page of messages and the phone requests, then "read".
  useEffect(() => {
    let live = true;
    Promise.all([enquiriesApi.messages(id, { limit: 30 }), enquiriesApi.phoneRequests(id), offersApi.ofEnquiry(id)]).then(
      ([page, asks, versions]) => {
        if (!live) return;
        setMessages((m) => mergeMessages(m, page.data));
        setOlder({ hasMore: page.has_more, loading: false });
        setPhones(new Map(asks.map((r) => [r._id, r])));
        setOffers(new Map(versions.map((o) => [o._id, o])));
        markRead();
      },
      (err: unknown) => live && setLoadError(toApiError(err).message),
    );
    return () => {
      live = false;
    };
  }, [id, markRead]);

  // Live: new messages, typing, read receipts, status and phone requests of this conversation.
  useEffect(() => {
    const offs = [
      subscribe(SOCKET_EVENTS.sendMessageToRoom, (p) => {
        if (p.enquiry_id !== id) return;
        setMessages((m) => mergeMessages(m, [p.message]));
        setTyping(null);
        if (document.visibilityState === 'visible') markRead();
      }),
      subscribe(SOCKET_EVENTS.typing, (p) => {
        if (p.enquiry_id === id) setTyping(p.typing ? p.name : null);
      }),
      subscribe(SOCKET_EVENTS.messagesRead, (p) => {
        if (p.enquiry_id !== id) return;
        replaceField((cur) => (p.side !== cur.my_side ? { ...cur, other_last_read_at: p.read_at } : cur));
      }),
      subscribe(SOCKET_EVENTS.enquiryStatus, (p) => {
        if (p.enquiry_id === id) replaceField((cur) => ({ ...cur, status: p.status }));
      }),
      subscribe(SOCKET_EVENTS.requestPhoneNumber, (p) => {
        if (p.enquiry_id === id) setPhones((m) => new Map(m).set(p.request._id, p.request));
      }),
      subscribe(SOCKET_EVENTS.generateCustomOffer, (p) => {
        if (p.enquiry_id === id) putOffer(p.offer);
      }),
      // A status event names the offer; its other fields (a successor, the hold) are read again.
      subscribe(SOCKET_EVENTS.customOfferStatus, (p) => {
        if (p.enquiry_id === id) offersApi.get(p.custom_offer_id).then(putOffer, () => undefined);
      }),
      subscribe(SOCKET_EVENTS.bookingRequestStatus, (p) => {
        if (p.enquiry_id === id) putRequest(p.booking_request);
      }),
    ];
    return () => offs.forEach((off) => off());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, markRead]);

  // "typing…" fades out when no new signal comes.
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typing]);

  // A block body: an effect must return nothing or its cleanup (some browsers' scrollIntoView returns a promise).
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  function putOffer(o: CustomOffer) {
    setOffers((m) => new Map(m).set(o._id, o));
  }

  function putRequest(r: BookingRequest) {
    setRequests((m) => new Map(m).set(r._id, r));
  }

  function replaceField(change: (cur: Enquiry) => Enquiry) {
    if (enquiry.data) replace(change(enquiry.data));
  }

  async function loadOlder() {
    const first = messages[0];
    if (!first) return;
    setOlder((o) => ({ ...o, loading: true }));
    try {
      const page = await enquiriesApi.messages(id, { before: first._id, limit: 30 });
      setMessages((m) => mergeMessages(m, page.data));
      setOlder({ hasMore: page.has_more, loading: false });
    } catch (err) {
      setOlder((o) => ({ ...o, loading: false }));
      ui.showSnackbar(toApiError(err).message, 'error');
    }
  }

  async function send() {
    const body = draft.trim();
    if ((!body && uploads.ready.length === 0) || uploads.busy) return;
    setSending(true);
    setSendError(null);
    try {
      const sent = await enquiriesApi.send(id, body, uploads.ready);
      setMessages((m) => mergeMessages(m, [sent]));
      setDraft('');
      uploads.clear();
      emit(SOCKET_EVENTS.typing, { enquiry_id: id, typing: false });
    } catch (err) {
      setSendError(toApiError(err).message);
    } finally {
      setSending(false);
    }
  }

  function onType(value: string) {
    setDraft(value);
    const now = Date.now();
    if (value && now - lastTyping.current > TYPING_SEND_EVERY_MS) {
      lastTyping.current = now;
      emit(SOCKET_EVENTS.typing, { enquiry_id: id, typing: true });
    }
  }

  function onKeyDown(ev: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line.
    if (ev.key === 'Enter' && !ev.shiftKey && !ev.nativeEvent.isComposing) {
      ev.preventDefault();
      void send();
    }
  }

  async function runStep(step: EnquiryStep) {
    try {
      replace(await enquiriesApi.step(id, step));
    } catch (err) {
      ui.showSnackbar(toApiError(err).message, 'error');
    } finally {
      setAsking(null);
    }
  }

  /** Closing and archiving ask first; reopening and unarchiving just happen. */
  function takeStep(step: EnquiryStep) {
    if (step === 'close' || step === 'archive') setAsking(step);
    else void runStep(step);
  }

  async function phoneAction(run: () => Promise<PhoneRequest>) {
    try {
      const r = await run();
      setPhones((m) => new Map(m).set(r._id, r));
    } catch (err) {
      ui.showSnackbar(toApiError(err).message, 'error');
    }
  }

  if (enquiry.status === 'error' && enquiry.error.status === 404) {
    return <PlainErrorView status={404} message="This conversation does not exist, or it is not yours." homeHref={`/${country}/enquiries`} />;
  }
  if (enquiry.status === 'error' || loadError) {
    return (
      <PageResult kind="warning" title="We could not load this conversation" subTitle={loadError ?? (enquiry.status === 'error' ? enquiry.error.message : '')}>
        <button type="button" className="ui-button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </PageResult>
    );
  }
  if (!e) return <PageSkeleton rows={8} />;

  const other = e.my_side === 'customer' ? e.venue.name : e.customer.name;
  const steps = enquiryMachine.available(e.status, e.my_side).filter((s): s is EnquiryStep => (STEPS as string[]).includes(s));
  const openAsk = [...phones.values()].some((r) => r.side === e.my_side && r.status === 'requested');
  const lastMine = [...messages].reverse().find((m) => m.side === e.my_side);
  const manages = e.my_side === 'venue' && canSendOffers(session.roles);
  const bookable = e.status === 'open' || e.status === 'offer_sent';
  const card = (m: EnquiryMessage): ReactNode => {
    if (m.card?.kind === 'offer') return <OfferCard offer={offers.get(m.card.id)} mySide={e.my_side} country={country} canManage={manages} onChanged={putOffer} />;
    if (m.card?.kind === 'booking_request') {
      return <RequestCard id={m.card.id} live={requests.get(m.card.id)} mySide={e.my_side} timeZone={e.venue.time_zone} country={country} canManage={manages} onChanged={putRequest} />;
    }
    return undefined;
  };

  return (
    <div className="enq-page enq-conversation ui-plain">
      <div className="enq-chat">
        <div className="enq-chat-head">
          <Link to={`/${country}/enquiries`}>‹ All enquiries</Link>
          <h1 className="enq-chat-title">
            {other} <StatusTag tone={STATUS_TONE[e.status]}>{STATUS_LABEL[e.status]}</StatusTag>
          </h1>
          <BookingBanner enquiryId={e._id} side={e.my_side} country={country} />
        </div>
        <div className="enq-messages" role="log" aria-label={`Conversation with ${other}`} aria-live="polite">
          {older.hasMore && (
            <button type="button" className="ui-link-button enq-older" disabled={older.loading} aria-busy={older.loading || undefined} onClick={() => void loadOlder()}>
              Show earlier messages
            </button>
          )}
          {messages.map((m) => (
            <MessageRow
              key={m._id}
              m={m}
              mine={m.side === e.my_side}
              seen={m === lastMine && seenByOther(m, e.my_side, e.other_last_read_at)}
              phone={m.card?.kind === 'phone_request' ? phones.get(m.card.id) : undefined}
              mySide={e.my_side}
              card={card(m)}
              onPhone={(answer, rid) => void phoneAction(() => enquiriesApi.answerPhone(id, rid, answer))}
            />
          ))}
          <div ref={bottom} />
        </div>
        <div className="enq-typing" aria-live="polite">
          {typing ? `${typing} is typing…` : ''}
        </div>
        {e.status === 'archived' ? (
          <p className="ui-alert ui-alert--info">
            <span>This conversation is archived. Unarchive it to write again.</span>
          </p>
        ) : (
          <div>
            {sendError && (
              <p className="ui-alert ui-alert--error" role="alert" style={{ marginBottom: 8 }}>
                <span>{sendError}</span>
              </p>
            )}
            {uploads.items.length > 0 && (
              <ul className="enq-uploads" aria-label="Files to send">
                {uploads.items.map((u) => (
                  <li key={u.id}>
                    <span className={`enq-tag enq-tag-${u.error ? 'bad' : u.done ? 'ok' : 'neutral'}`}>
                      {u.name}
                      {u.error ? `: ${u.error}` : u.done ? '' : ` (${Math.round(u.progress * 100)}%)`}
                      <button type="button" className="enq-tag-remove" aria-label={`Remove ${u.name}`} onClick={() => uploads.remove(u.id)}>
                        ×
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <div className="enq-composer">
              <input
                ref={picker}
                type="file"
                hidden
                multiple
                accept={ATTACHMENT_TYPES.join(',')}
                onChange={(ev) => {
                  if (ev.target.files) uploads.add(ev.target.files);
                  ev.target.value = '';
                }}
              />
              <button type="button" className="ui-button" onClick={() => picker.current?.click()} aria-label="Attach photos or PDFs" title="Attach photos or PDFs">
                Attach
              </button>
              <textarea
                className="ui-input enq-draft"
                aria-label={`Message to ${other}`}
                placeholder="Write a message (Enter sends, Shift+Enter for a new line)"
                rows={2}
                maxLength={5000}
                value={draft}
                onChange={(ev) => onType(ev.target.value)}
                onKeyDown={onKeyDown}
              />
              <button
                type="button"
                className="ui-button ui-button--primary"
                onClick={() => void send()}
                disabled={sending || (!draft.trim() && uploads.ready.length === 0) || uploads.busy}
                aria-busy={sending || undefined}
              >
                {sending && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
                Send
              </button>
            </div>
          </div>
        )}
      </div>

      <aside className="enq-details" aria-label="Event details">
        <Panel title="The event">
          <Facts
            items={[
              ['Venue', <Link to={`/${e.venue.country}/venues/${e.venue.slug}`}>{e.venue.name}</Link>],
              ...(e.space ? [['Space', e.space.name] as [string, string]] : []),
              ['Event', eventTypeLabel(e.event_type)],
              ['When', eventWhen(e.start_at, e.end_at, e.venue.time_zone)],
              ['Guests', e.guests],
              ...(e.my_side === 'venue' ? [['Customer', e.customer.name] as [string, string]] : []),
            ]}
          />
        </Panel>
        <div className="enq-actions" style={{ marginTop: 12 }}>
          {manages && bookable && (
            <LinkButton to={`/${country}/enquiries/${id}/custom-offer`} primary>
              Send a custom offer
            </LinkButton>
          )}
          {e.my_side === 'customer' && bookable && (
            <LinkButton to={`/${country}/enquiries/${id}/request-to-book`} primary>
              Request to book
            </LinkButton>
          )}
          {e.status !== 'archived' && (
            <button type="button" className="ui-button" disabled={openAsk} onClick={() => void phoneAction(() => enquiriesApi.requestPhone(id))}>
              {openAsk ? 'Phone number requested' : 'Ask for their phone number'}
            </button>
          )}
          {steps.map((s) => (
            <button type="button" key={s} className="ui-button" onClick={() => takeStep(s)}>
              {STEP_LABEL[s]}
            </button>
          ))}
        </div>
        <p className="ui-muted" style={{ marginTop: 12, fontSize: 13 }}>
          {e.my_side === 'customer'
            ? 'The venue can send you a custom offer here; it holds the date until it expires. Or request to book a space at its listed price.'
            : 'A custom offer holds the date until it expires; a request to book needs your answer within 48 hours.'}
        </p>
      </aside>
      {asking && (
        <ConfirmDialog
          title={asking === 'close' ? 'Close this conversation?' : 'Archive this conversation?'}
          okText={STEP_LABEL[asking]}
          cancelText="Cancel"
          onCancel={() => setAsking(null)}
          onOk={() => void runStep(asking)}
        >
          <p style={{ margin: 0 }}>{asking === 'close' ? 'Both sides can still read it, and either can reopen it.' : 'It moves out of your inbox; find it under Archived.'}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function MessageRow({
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
      <div className="enq-card">
        <strong>{asker} for a phone number</strong>
        {phone?.status === 'shared' && <p>Shared: <a href={`tel:${phone.phone}`}>{phone.phone}</a></p>}
        {phone?.status === 'declined' && <p>Declined</p>}
        {phone?.status === 'requested' && phone.side !== mySide && (
          <div className="enq-actions" style={{ marginTop: 0 }}>
            <button type="button" className="ui-button ui-button--small ui-button--primary" onClick={() => onPhone('share', phone._id)}>
              Share my number
            </button>
            <button type="button" className="ui-button ui-button--small" onClick={() => onPhone('decline', phone._id)}>
              Decline
            </button>
          </div>
        )}
        {phone?.status === 'requested' && phone.side === mySide && <p>Waiting for an answer</p>}
      </div>
    );
  } else if (card) {
    content = <>{card}</>;
  }
  return (
    <div className={`enq-msg ${mine ? 'enq-mine' : 'enq-theirs'}`}>
      {!mine && (
        <span className="enq-avatar enq-avatar--small" aria-hidden="true">
          {m.sender?.picture ? <img src={m.sender.picture} alt="" /> : who.slice(0, 1)}
        </span>
      )}
      <div className="enq-bubble">
        {!mine && <span className="enq-who">{who}</span>}
        {content}
        <span className="enq-time">
          {messageTime(m.created_at)}
          {seen ? ' · Seen' : ''}
        </span>
      </div>
    </div>
  );
}
