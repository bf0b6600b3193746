import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { addToCompare, compareHref, compareKey, compareNotice, readCompare, removeFromCompare, slugsFromSearch, COMPARE_MAX } from '../compareStore';
import { CompareToggle } from '../CompareToggle';
import CompareTray from '../CompareTray';

const item = (n: number) => ({ _id: `id-${n}`, slug: `venue-${n}`, name: `Venue ${n}`, photo: n === 1 ? `/media/${n}.jpg` : null });

beforeEach(() => localStorage.clear());

describe('the compare list', () => {
  it('keeps at most three venues; a fourth is refused with the reason', () => {
    expect(addToCompare('sg', item(1))).toBe('added');
    expect(addToCompare('sg', item(2))).toBe('added');
    expect(addToCompare('sg', item(2))).toBe('already');
    expect(addToCompare('sg', item(3))).toBe('added');
    expect(compareNotice('sg')).toBeNull();
    expect(addToCompare('sg', item(4))).toBe('full');
    expect(readCompare('sg').map((i) => i.slug)).toEqual(['venue-1', 'venue-2', 'venue-3']);
    expect(COMPARE_MAX).toBe(3);
    expect(compareNotice('sg')).toBe('You can compare up to 3 venues. Remove one to add Venue 4.');
    // Making room clears the notice, and the fourth fits.
    removeFromCompare('sg', 'venue-2');
    expect(compareNotice('sg')).toBeNull();
    expect(addToCompare('sg', item(4))).toBe('added');
    expect(readCompare('sg').map((i) => i.slug)).toEqual(['venue-1', 'venue-3', 'venue-4']);
  });

  it('is kept per storefront, in this browser', () => {
    addToCompare('sg', item(1));
    addToCompare('my', item(2));
    expect(readCompare('sg').map((i) => i.slug)).toEqual(['venue-1']);
    expect(readCompare('my').map((i) => i.slug)).toEqual(['venue-2']);
    expect(readCompare('gb')).toEqual([]);
    expect(JSON.parse(localStorage.getItem(compareKey('sg'))!)).toEqual([item(1)]);
    expect(compareKey('SG')).toBe(compareKey('sg'));
  });

  it('ignores what it cannot read: broken JSON, wrong shapes, more than three', () => {
    localStorage.setItem(compareKey('sg'), '{not json');
    expect(readCompare('sg')).toEqual([]);
    localStorage.setItem(compareKey('sg'), JSON.stringify([item(1), { slug: 5 }, null, item(2), item(3), item(4)]));
    expect(readCompare('sg').map((i) => i.slug)).toEqual(['venue-1', 'venue-2', 'venue-3']);
  });

  it('the compare URL names the venues; the page reads at most three distinct ones', () => {
    expect(compareHref('sg', ['a', 'b c'])).toBe('/sg/compare?venues=a,b%20c');
    expect(slugsFromSearch('?venues=a,b,,a,c,d')).toEqual(['a', 'b', 'c']);
    expect(slugsFromSearch('?venues=b%20c')).toEqual(['b c']);
    expect(slugsFromSearch('')).toEqual([]);
  });
});

describe('the toggle and the tray', () => {
  const venues = [1, 2, 3, 4].map((n) => ({ _id: `id-${n}`, slug: `venue-${n}`, name: `Venue ${n}`, photo: null }));
  function renderAll(country = 'sg') {
    return render(
      <MemoryRouter>
        {venues.map((v) => (
          <CompareToggle key={v.slug} venue={v} country={country} />
        ))}
        <CompareTray country={country} />
      </MemoryRouter>,
    );
  }

  it('ticking venues fills the tray; the fourth is refused and the tray says why; remove makes room', async () => {
    const user = userEvent.setup();
    renderAll();
    expect(screen.queryByRole('region', { name: 'Venues to compare' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Venue 1' }));
    const tray = screen.getByRole('region', { name: 'Venues to compare' });
    expect(tray).toHaveTextContent('Pick one more venue to compare');
    expect(screen.queryByRole('link', { name: /^Compare/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Venue 2' }));
    expect(screen.getByRole('link', { name: 'Compare 2 venues' })).toHaveAttribute('href', '/sg/compare?venues=venue-1,venue-2');
    await user.click(screen.getByRole('checkbox', { name: 'Compare Venue 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Venue 4' }));
    expect(screen.getByRole('checkbox', { name: 'Compare Venue 4' })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('You can compare up to 3 venues. Remove one to add Venue 4.');
    expect(screen.getByRole('link', { name: 'Compare 3 venues' })).toHaveAttribute('href', '/sg/compare?venues=venue-1,venue-2,venue-3');

    await user.click(screen.getByRole('button', { name: 'Remove Venue 2 from compare' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Compare Venue 2' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Venue 4' }));
    expect(screen.getByRole('checkbox', { name: 'Compare Venue 4' })).toBeChecked();
    // Unticking takes it out again.
    await user.click(screen.getByRole('checkbox', { name: 'Compare Venue 1' }));
    expect(readCompare('sg').map((i) => i.slug)).toEqual(['venue-3', 'venue-4']);
  });

  it('follows a change made in another tab', () => {
    renderAll();
    act(() => {
      localStorage.setItem(compareKey('sg'), JSON.stringify([venues[0]]));
      window.dispatchEvent(new StorageEvent('storage', { key: compareKey('sg') }));
    });
    expect(screen.getByRole('checkbox', { name: 'Compare Venue 1' })).toBeChecked();
  });

  it('another storefront has its own list', async () => {
    addToCompare('my', item(1));
    renderAll('sg');
    expect(screen.getByRole('checkbox', { name: 'Compare Venue 1' })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Venues to compare' })).toBeNull();
  });
});
