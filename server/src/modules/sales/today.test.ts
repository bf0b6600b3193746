import { salesWindow } from '@venues/contracts';
import { todayWhere } from './service';

// The default window ends today where the venues are: at 01:40 on the 26th in Singapore (17:40 UTC
// on the 25th) a payment made a minute ago belongs to the 26th, and the window must include it.
describe('the sales window ends today where the venues are', () => {
  const now = new Date('2026-11-25T17:40:00Z');

  it('takes the venues’ calendar date, not UTC’s', () => {
    expect(todayWhere([{ timeZone: 'Asia/Singapore' }], now)).toBe('2026-11-26');
    expect(salesWindow({}, todayWhere([{ timeZone: 'Asia/Singapore' }], now))).toEqual({ from: '2025-11-27', to: '2026-11-26' });
  });

  it('takes the latest date among the venues and UTC', () => {
    expect(todayWhere([{ timeZone: 'America/Los_Angeles' }], now)).toBe('2026-11-25');
    expect(todayWhere([{ timeZone: 'America/Los_Angeles' }, { timeZone: 'Pacific/Auckland' }], now)).toBe('2026-11-26');
    expect(todayWhere([], now)).toBe('2026-11-25');
  });

  it('is the last 12 months, rolling: in December not the same as this year, a 29 February a year on', () => {
    expect(salesWindow({}, '2026-12-03')).toEqual({ from: '2025-12-04', to: '2026-12-03' });
    expect(salesWindow({}, '2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(salesWindow({}, '2026-06-15')).toEqual({ from: '2025-06-16', to: '2026-06-15' });
    expect(salesWindow({}, '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(salesWindow({}, '2027-03-01')).toEqual({ from: '2026-03-02', to: '2027-03-01' });
  });

  it('keeps an asked window as asked', () => {
    expect(salesWindow({ from: '2026-01-01', to: '2026-03-31' }, '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });
});
