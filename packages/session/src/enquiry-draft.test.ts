import {
  ENQUIRY_DRAFT_MAX_AGE_MS,
  enquiryDraftFor,
  enquiryDraftPath,
  forgetEnquiryDraft,
  keepEnquiryDraft,
  readEnquiryDraft,
  takeEnquiryDraft,
} from './enquiry-draft';

const values = { event_type: 'weddings', event_date: '2027-03-14', start_time: '18:00', end_time: '22:00', guests: 80, message: 'A dinner for 80' };
const draft = { venue: 'the-loft', venueName: 'The Loft', values };
const T = Date.UTC(2026, 11, 2, 12);

beforeEach(() => localStorage.clear());

describe('the enquiry kept on the device', () => {
  it('is kept per venue and space, and read back as written', () => {
    expect(keepEnquiryDraft(draft, T)).toBe(true);
    keepEnquiryDraft({ ...draft, space: 'sp1', values: { ...values, guests: 12 } }, T);
    expect(readEnquiryDraft('the-loft', null, T + 1000)).toEqual({ ...draft, savedAt: T });
    expect(readEnquiryDraft('the-loft', 'sp1', T)?.values.guests).toBe(12);
    expect(readEnquiryDraft('other-venue', null, T)).toBeNull();
  });

  it('expires with the verification link (24 hours), and a stale one is removed', () => {
    keepEnquiryDraft(draft, T);
    expect(readEnquiryDraft('the-loft', undefined, T + ENQUIRY_DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(readEnquiryDraft('the-loft', undefined, T + ENQUIRY_DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.length).toBe(0);
    // One from the future (a changed clock) is no draft either.
    keepEnquiryDraft(draft, T + 60_000);
    expect(readEnquiryDraft('the-loft', undefined, T)).toBeNull();
  });

  it('taking it forgets it: a second tab or a reload cannot send it again', () => {
    keepEnquiryDraft(draft, T);
    expect(takeEnquiryDraft('the-loft', null, T)?.venueName).toBe('The Loft');
    expect(takeEnquiryDraft('the-loft', null, T)).toBeNull();
    keepEnquiryDraft(draft, T);
    forgetEnquiryDraft('the-loft');
    expect(readEnquiryDraft('the-loft', null, T)).toBeNull();
  });

  it('drops what it cannot trust: malformed JSON, a wrong shape', () => {
    localStorage.setItem('venues:enquiry-draft:the-loft|', '{not json');
    expect(readEnquiryDraft('the-loft', null, T)).toBeNull();
    localStorage.setItem('venues:enquiry-draft:the-loft|', JSON.stringify({ ...draft, savedAt: T, values: { ...values, guests: '80' } }));
    expect(readEnquiryDraft('the-loft', null, T)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('names the form it belongs to, and is found from a sign-in page’s returnTo', () => {
    keepEnquiryDraft({ ...draft, space: 'sp 1' }, T);
    const path = enquiryDraftPath('sg', { venue: 'the-loft', space: 'sp 1' }, true);
    expect(path).toBe('/sg/enquiries/new?venue=the-loft&space=sp+1&send=kept');
    expect(enquiryDraftFor(path, T)?.venueName).toBe('The Loft');
    expect(enquiryDraftFor('/sg/enquiries/new?venue=the-loft', T)).toBeNull(); // another space's
    expect(enquiryDraftFor('/sg/venues/the-loft?venue=the-loft&space=sp+1', T)).toBeNull();
    expect(enquiryDraftFor(null, T)).toBeNull();
  });

  it('says so when storage is blocked, instead of throwing', () => {
    const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(keepEnquiryDraft(draft, T)).toBe(false);
    } finally {
      set.mockRestore();
    }
  });
});
