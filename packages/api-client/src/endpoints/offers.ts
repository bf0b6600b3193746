import type { BookingRequest, BookingRequestBody, CustomOffer, DataEnvelope, OfferBody } from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { seg, unwrap } from './unwrap';

// The offers module of the server (server/src/modules/offers): custom offers and requests to book.
// Amounts in the answers are computed by the server; a body never carries a total.

export const offersApi = {
  /** Venue owners and admins; 409 SLOT_TAKEN when the time is held or booked. */
  async create(enquiryId: string, body: OfferBody): Promise<CustomOffer> {
    return unwrap(await http.post<DataEnvelope<CustomOffer>>(`/v1/enquiries/${seg(enquiryId)}/offers`, body));
  },
  /** Every version of an enquiry's offers, oldest first. */
  async ofEnquiry(enquiryId: string): Promise<CustomOffer[]> {
    return unwrap(await http.get<DataEnvelope<CustomOffer[]>>(`/v1/enquiries/${seg(enquiryId)}/offers`));
  },
  async get(id: string): Promise<CustomOffer> {
    return unwrap(await http.get<DataEnvelope<CustomOffer>>(`/v1/offers/${seg(id)}`));
  },
  /** A new version (answered 201): the old one becomes `updated`. */
  async update(id: string, body: OfferBody): Promise<CustomOffer> {
    return unwrap(await http.patch<DataEnvelope<CustomOffer>>(`/v1/offers/${seg(id)}`, body));
  },
  /** accept / decline (the customer), cancel (the venue); 409 OFFER_<STATE> when not possible. */
  async step(id: string, event: 'accept' | 'decline' | 'cancel'): Promise<CustomOffer> {
    return unwrap(await http.post<DataEnvelope<CustomOffer>>(`/v1/offers/${seg(id)}/${event}`, {}));
  },
  async requestToBook(enquiryId: string, body: BookingRequestBody): Promise<BookingRequest> {
    return unwrap(await http.post<DataEnvelope<BookingRequest>>(`/v1/enquiries/${seg(enquiryId)}/booking-requests`, body));
  },
  async bookingRequest(id: string): Promise<BookingRequest> {
    return unwrap(await http.get<DataEnvelope<BookingRequest>>(`/v1/booking-requests/${seg(id)}`));
  },
  /** The venue: accepting makes an offer at the listed price (its id in `offer_id`). */
  async answerRequest(id: string, event: 'accept' | 'decline'): Promise<BookingRequest> {
    return unwrap(await http.post<DataEnvelope<BookingRequest>>(`/v1/booking-requests/${seg(id)}/${event}`, {}));
  },
};
