import { useCallback, useEffect, useRef, useState } from 'react';
import { SOCKET_EVENTS, type Booking, type BookingRequest, type CustomOffer, type Enquiry, type EnquiryMessage, type PhoneRequest } from '@venues/contracts';
import { bookingsApi, enquiriesApi, offersApi, toApiError } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { subscribe } from '@venues/realtime';
import { ui } from '@venues/session';
import { mergeMessages } from './messageList';

/** How long "typing…" stays without a new signal; the other side repeats it while they type. */
const TYPING_SHOWN_MS = 6_000;
const PAGE = 30;

const put = <T extends { _id: string }>(m: Map<string, T>, v: T) => new Map(m).set(v._id, v);

/**
 * One conversation, loaded and kept live: the enquiry, its messages (newest page first, older on
 * demand), phone requests, offers, requests to book, the bookings made from its offers, and who is
 * typing. Opening it marks it read; a message arriving while the page is visible marks it read again.
 *
 * Cards and the event panel show the current state of their objects (docs/adr/0107-…): a
 * booking_status event (a booking confirmed, cancelled, moved, refunded or completed) reads the
 * enquiry, its bookings and that booking's offer again.
 */
export function useConversation(id: string) {
  const enquiry = useData(() => enquiriesApi.get(id), [id]);
  const { replace } = enquiry;
  const [messages, setMessages] = useState<EnquiryMessage[]>([]);
  const [older, setOlder] = useState<{ hasMore: boolean; loading: boolean }>({ hasMore: false, loading: false });
  const [loadError, setLoadError] = useState<string | null>(null);
  const [phones, setPhones] = useState<Map<string, PhoneRequest>>(new Map());
  const [offers, setOffers] = useState<Map<string, CustomOffer>>(new Map());
  const [requests, setRequests] = useState<Map<string, BookingRequest>>(new Map());
  /** The enquiry's bookings, newest first (null until the first answer; empty when it failed). */
  const [bookings, setBookings] = useState<Booking[] | null>(null);
  const [typing, setTyping] = useState<string | null>(null);

  // The newest enquiry, for socket events that change one of its fields.
  const current = useRef<Enquiry | undefined>(enquiry.data);
  useEffect(() => {
    current.current = enquiry.data;
  }, [enquiry.data]);
  const change = useCallback(
    (f: (cur: Enquiry) => Enquiry) => {
      if (current.current) replace(f(current.current));
    },
    [replace],
  );

  const markRead = useCallback(() => {
    enquiriesApi.read(id).then(replace, () => undefined);
  }, [id, replace]);
  const putOffer = useCallback((o: CustomOffer) => setOffers((m) => put(m, o)), []);
  const putRequest = useCallback((r: BookingRequest) => setRequests((m) => put(m, r)), []);
  const putPhone = useCallback((r: PhoneRequest) => setPhones((m) => put(m, r)), []);
  const addMessages = useCallback((list: EnquiryMessage[]) => setMessages((m) => mergeMessages(m, list)), []);

  // The newest page of messages, the phone requests and the offers, then "read".
  useEffect(() => {
    let live = true;
    Promise.all([enquiriesApi.messages(id, { limit: PAGE }), enquiriesApi.phoneRequests(id), offersApi.ofEnquiry(id)]).then(
      ([page, asks, versions]) => {
        if (!live) return;
        setMessages((m) => mergeMessages(m, page.data));
        setOlder({ hasMore: page.has_more, loading: false });
        setPhones(new Map(asks.map((r) => [r._id, r])));
        setOffers(new Map(versions.map((o) => [o._id, o])));
        markRead();
      },
      (err: unknown) => {
        if (live) setLoadError(toApiError(err).message);
      },
    );
    return () => {
      live = false;
    };
  }, [id, markRead]);

  // The bookings made from this conversation's offers, as the caller's side sees them.
  const side = enquiry.data?.my_side;
  const loadBookings = useCallback(() => {
    if (!side) return;
    // A list that cannot load shows no banner (the booking pages say what went wrong), and the
    // conversation is drawn without waiting for it any longer.
    bookingsApi.list({ enquiry_id: id, as: side === 'venue' ? 'venue' : 'customer' }).then(
      (page) => setBookings(page.data),
      () => setBookings((b) => b ?? []),
    );
  }, [id, side]);
  useEffect(loadBookings, [loadBookings]);

  // Live: new messages, typing, read receipts, status, phone requests, offers and requests to book.
  useEffect(() => {
    const offs = [
      subscribe(SOCKET_EVENTS.sendMessageToRoom, (p) => {
        if (p.enquiry_id !== id) return;
        addMessages([p.message]);
        setTyping(null);
        if (document.visibilityState === 'visible') markRead();
      }),
      subscribe(SOCKET_EVENTS.typing, (p) => {
        if (p.enquiry_id === id) setTyping(p.typing ? p.name : null);
      }),
      subscribe(SOCKET_EVENTS.messagesRead, (p) => {
        if (p.enquiry_id === id) change((cur) => (p.side !== cur.my_side ? { ...cur, other_last_read_at: p.read_at } : cur));
      }),
      subscribe(SOCKET_EVENTS.enquiryStatus, (p) => {
        if (p.enquiry_id === id) change((cur) => ({ ...cur, status: p.status }));
      }),
      subscribe(SOCKET_EVENTS.requestPhoneNumber, (p) => {
        if (p.enquiry_id === id) putPhone(p.request);
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
      // A booking changed (confirmed, cancelled, moved, refunded, completed): the enquiry (its date,
      // its status), the bookings and the booking's offer are read again, so nothing shows the old state.
      subscribe(SOCKET_EVENTS.bookingStatus, (p) => {
        if (p.enquiry_id !== id) return;
        enquiriesApi.get(id).then(replace, () => undefined);
        loadBookings();
        bookingsApi
          .get(p.booking_id)
          .then((b) => offersApi.get(b.offer_id))
          .then(putOffer)
          .catch(() => undefined);
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [id, markRead, change, replace, addMessages, putPhone, putOffer, putRequest, loadBookings]);

  // "typing…" fades out when no new signal comes.
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typing]);

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first) return;
    setOlder((o) => ({ ...o, loading: true }));
    try {
      const page = await enquiriesApi.messages(id, { before: first._id, limit: PAGE });
      addMessages(page.data);
      setOlder({ hasMore: page.has_more, loading: false });
    } catch (err) {
      setOlder((o) => ({ ...o, loading: false }));
      ui.showSnackbar(toApiError(err).message, 'error');
    }
  }, [id, messages, addMessages]);

  /** Runs a phone-number step (ask, share, decline) and keeps its answer; a failure goes to the snackbar. */
  const phoneAction = useCallback(
    async (run: () => Promise<PhoneRequest>) => {
      try {
        putPhone(await run());
      } catch (err) {
        ui.showSnackbar(toApiError(err).message, 'error');
      }
    },
    [putPhone],
  );

  return { enquiry, loadError, messages, addMessages, older, loadOlder, phones, phoneAction, offers, putOffer, requests, putRequest, bookings, typing };
}

export type Conversation = ReturnType<typeof useConversation>;
