// Whole answers of the API, shaped as the contracts' types (the stand-in API checks them against the
// response schemas): each test overrides what it is about.
import type { Booking, BookingRequest, CustomOffer, Enquiry, Payment, SpaceDetail, VenueDetail } from '@venues/contracts';

const AT = '2031-01-01T00:00:00.000Z';

export function enquiry(over: Partial<Enquiry> = {}): Enquiry {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    status: 'open',
    my_side: 'customer',
    venue: { _id: 'v1', slug: 'the-loft', name: 'The Loft', city: 'Singapore', country: 'sg', time_zone: 'Asia/Singapore', currency: 'SGD', cancellation_policy: 'moderate', photo: null },
    space: null,
    customer: { _id: 'u1', name: 'Una User', picture: '' },
    bulk_id: null,
    event_type: 'meetings',
    event_date: '2031-03-02',
    start_time: '09:00',
    end_time: '12:00',
    start_at: '2031-03-02T01:00:00.000Z',
    end_at: '2031-03-02T04:00:00.000Z',
    guests: 12,
    last_message: null,
    last_message_at: AT,
    unread_count: 0,
    other_last_read_at: null,
    created_at: AT,
    updated_at: AT,
    ...over,
  };
}

export function offer(over: Partial<CustomOffer> = {}): CustomOffer {
  return {
    _id: '22222222-2222-4222-8222-222222222222',
    enquiry_id: '11111111-1111-4111-8111-111111111111',
    status: 'pending',
    version: 1,
    supersedes_id: null,
    superseded_by_id: null,
    venue: { _id: 'v1', name: 'The Loft', time_zone: 'Asia/Singapore' },
    space: { _id: '33333333-3333-4333-8333-333333333333', name: 'Loft Room' },
    start_at: '2031-03-02T01:00:00.000Z',
    end_at: '2031-03-02T04:00:00.000Z',
    guests: 12,
    lines: [],
    currency: 'SGD',
    subtotal_minor: 0,
    taxes: [],
    total_minor: 0,
    cancellation_policy: 'moderate',
    refund_schedule: [],
    expires_at: '2031-02-20T10:00:00.000Z',
    note: '',
    booking_request_id: null,
    instant: false,
    created_at: AT,
    updated_at: AT,
    ...over,
  };
}

export function bookingRequest(over: Partial<BookingRequest> = {}): BookingRequest {
  return {
    _id: '66666666-6666-4666-8666-666666666666',
    enquiry_id: '11111111-1111-4111-8111-111111111111',
    status: 'requested',
    space: { _id: '33333333-3333-4333-8333-333333333333', name: 'Loft Room' },
    start_at: '2031-03-02T01:00:00.000Z',
    end_at: '2031-03-02T04:00:00.000Z',
    guests: 12,
    expires_at: '2031-01-03T00:00:00.000Z',
    offer_id: null,
    created_at: AT,
    ...over,
  };
}

export function payment(over: Partial<Payment> = {}): Payment {
  return {
    _id: '44444444-4444-4444-8444-444444444444',
    kind: 'offer',
    status: 'requires_payment',
    provider: 'test',
    amount_minor: 26_160,
    currency: 'SGD',
    enquiry_id: '11111111-1111-4111-8111-111111111111',
    offer_id: '22222222-2222-4222-8222-222222222222',
    extra_charge_id: null,
    booking_id: null,
    failure_code: null,
    failure_message: null,
    card_last4: null,
    created_at: AT,
    updated_at: AT,
    ...over,
  };
}

export function booking(over: Partial<Booking> = {}): Booking {
  return {
    _id: '55555555-5555-4555-8555-555555555555',
    reference: 'BK-1A2B3C4D',
    enquiry_id: '11111111-1111-4111-8111-111111111111',
    offer_id: '22222222-2222-4222-8222-222222222222',
    status: 'confirmed',
    venue: { _id: 'v1', name: 'The Loft', slug: 'the-loft', country: 'sg', time_zone: 'Asia/Singapore', address: '1 Loft Street' },
    space: { _id: 's1', name: 'Loft Room' },
    customer: { _id: 'u1', first_name: 'Una', last_name: 'User', email: 'una@example.test' },
    start_at: '2031-03-02T01:00:00.000Z',
    end_at: '2031-03-02T04:00:00.000Z',
    guests: 12,
    lines: [{ description: 'Loft Room', quantity: 3, unit_amount_minor: 8000, amount_minor: 24_000 }],
    taxes: [{ name: 'GST', rate_percent: 9, inclusive: false, amount_minor: 2160 }],
    currency: 'SGD',
    subtotal_minor: 24_000,
    total_minor: 26_160,
    paid_minor: 26_160,
    refunded_minor: 0,
    cancellation_policy: 'moderate',
    refund_schedule: [],
    cancelled_at: null,
    cancelled_by: null,
    cancel_reason: '',
    completed_at: null,
    documents: [],
    refunds: [],
    extra_charges: [],
    reviews: [],
    review_until: null,
    my_side: 'customer',
    can: { cancel: true, review: false, request_extra_charge: false },
    created_at: AT,
    ...over,
  };
}

export function space(over: Partial<SpaceDetail> = {}): SpaceDetail {
  return {
    _id: '33333333-3333-4333-8333-333333333333',
    venue_id: 'v1',
    name: 'Loft Room',
    description: '',
    space_type: 'function-room',
    capacity: { standing: 40, seated: 30, theatre: 0, banquet: 0 },
    max_capacity: 40,
    size_sqm: null,
    pricing: { currency: 'SGD', per_hour: { amount: 80, min_hours: 2 }, per_day: null, packages: [] },
    price_from: { amount: 80, currency: 'SGD', unit: 'hour', per_hour: 80 },
    photos: [],
    features: [],
    ...over,
  };
}

/** The public venue page's answer (GET /v1/venues/{slug}). */
export function venueDetail(over: Partial<VenueDetail> = {}): VenueDetail {
  return {
    _id: 'v1',
    slug: 'the-loft',
    name: 'The Loft',
    city: 'Singapore',
    area: 'Tanjong Pagar',
    country: 'sg',
    photo: null,
    rating_avg: null,
    rating_count: 0,
    event_types: ['meetings'],
    max_capacity: 40,
    price_from: { amount: 80, currency: 'SGD', unit: 'hour', per_hour: 80 },
    spaces_count: 1,
    location: { lat: 1.2764, lng: 103.8458 },
    description: 'A loft over the harbour.',
    address: '1 Loft Street',
    postal_code: '018989',
    time_zone: 'Asia/Singapore',
    amenities: [],
    photos: [],
    cancellation_policy: 'moderate',
    spaces: [space()],
    rating: { average: null, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
    reviews: [],
    organization: { name: 'Loft Events' },
    created_at: AT,
    updated_at: AT,
    ...over,
  };
}
