import { askFromParams, enquiryHref, paramsWithAsk, START_CHOICES } from '../eventCheck';

describe('the availability check’s question in the URL', () => {
  it('is read from the search’s date and guests, with the defaults for the rest', () => {
    expect(askFromParams(new URLSearchParams('date=2027-03-02&guests=40'))).toEqual({ date: '2027-03-02', start: '18:00', hours: 3, guests: 40 });
    expect(askFromParams(new URLSearchParams('date=2027-03-02&start=09:30&hours=8'))).toEqual({ date: '2027-03-02', start: '09:30', hours: 8, guests: undefined });
  });

  it('is absent without a date, and bad values fall back to the defaults', () => {
    expect(askFromParams(new URLSearchParams('guests=40'))).toBeNull();
    expect(askFromParams(new URLSearchParams('date=tomorrow'))).toBeNull();
    expect(askFromParams(new URLSearchParams('date=2027-03-02&start=9am&hours=99&guests=-3'))).toEqual({ date: '2027-03-02', start: '18:00', hours: 3, guests: undefined });
  });

  it('is written back keeping the other parameters, and guests removed when cleared', () => {
    const next = paramsWithAsk(new URLSearchParams('ref=mail&guests=10'), { date: '2027-03-02', start: '10:00', hours: 4, guests: undefined });
    expect(next.toString()).toBe('ref=mail&date=2027-03-02&start=10%3A00&hours=4');
  });

  it('offers start times every half hour from 06:00 to 23:30', () => {
    expect(START_CHOICES[0]).toBe('06:00');
    expect(START_CHOICES[1]).toBe('06:30');
    expect(START_CHOICES.at(-1)).toBe('23:30');
  });
});

describe('the enquiry form’s link', () => {
  it('carries the space, date, times and guests', () => {
    expect(enquiryHref('sg', 'the-loft', { date: '2027-03-02', start: '10:00', end: '13:00', guests: 12 }, 'space-1')).toBe(
      '/sg/enquiries/new?venue=the-loft&space=space-1&date=2027-03-02&start=10%3A00&end=13%3A00&guests=12',
    );
  });
  it('ends an event that runs to or past midnight at 23:59 of its day (the form has one date)', () => {
    expect(enquiryHref('sg', 'the-loft', { date: '2027-03-02', start: '21:00', end: '24:00', guests: null })).toContain('end=23%3A59');
    expect(enquiryHref('sg', 'the-loft', { date: '2027-03-02', start: '22:00', end: '02:00', guests: null })).toContain('end=23%3A59');
  });
});
