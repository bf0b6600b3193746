import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { card } from '../../../test/fixtures';
import { MapPicture } from '../../map/MapPicture';
import { pinsOf } from '../../map/pins';
import { useCardHighlight } from '../useCardHighlight';

const venues = [card({ _id: 'a', slug: 'a', name: 'Alpha', location: { lat: 1.28, lng: 103.86 } }), card({ _id: 'b', slug: 'b', name: 'Beta', location: { lat: 1.3, lng: 103.8 } })];
const pins = pinsOf(venues, 'sg');

function Page() {
  const { highlight, setHighlight, listProps } = useCardHighlight(venues.map((v) => v._id));
  return (
    <>
      <div {...listProps}>
        <ul className="disc-vgrid">
          {venues.map((v) => (
            <li key={v._id}>
              <a href={`/sg/venues/${v.slug}`}>{v.name}</a>
            </li>
          ))}
        </ul>
      </div>
      <MapPicture view={{ center: { lat: 1.29, lng: 103.83 }, zoom: 12 }} width={400} height={300} marks={pins.map((pin) => ({ kind: 'pin' as const, pin }))} tileUrl="/t/{z}/{x}/{y}.png" onPin={() => {}} onCluster={() => {}} onTileError={() => {}} highlight={highlight} onHover={setHighlight} />
    </>
  );
}

const pin = (name: RegExp) => screen.getByRole('button', { name });
const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

test('pointing at a card highlights its pin, and leaving the list clears it', () => {
  render(<Page />);
  fireEvent.pointerOver(screen.getByRole('link', { name: 'Beta' }));
  expect(pin(/^Beta/)).toHaveClass('is-highlighted');
  expect(pin(/^Alpha/)).not.toHaveClass('is-highlighted');
  fireEvent.pointerLeave(cardOf('Beta').closest('div')!);
  expect(pin(/^Beta/)).not.toHaveClass('is-highlighted');
});

test('focusing a card (Tab) highlights its pin', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.tab();
  expect(screen.getByRole('link', { name: 'Alpha' })).toHaveFocus();
  expect(pin(/^Alpha/)).toHaveClass('is-highlighted');
  await user.tab();
  expect(pin(/^Beta/)).toHaveClass('is-highlighted');
  expect(pin(/^Alpha/)).not.toHaveClass('is-highlighted');
});

test('pointing at a pin marks its card', () => {
  render(<Page />);
  fireEvent.pointerEnter(pin(/^Alpha/));
  expect(cardOf('Alpha')).toHaveAttribute('data-highlighted');
  expect(cardOf('Beta')).not.toHaveAttribute('data-highlighted');
  fireEvent.pointerLeave(pin(/^Alpha/));
  expect(cardOf('Alpha')).not.toHaveAttribute('data-highlighted');
});

test('a pin popup says the rating and a photo (pins carry them)', () => {
  expect(pins[0]).toMatchObject({ rating: expect.stringMatching(/^(New|★ \d\.\d \(\d+ reviews?\))$/) });
  expect(pins[0]!.photo === null || typeof pins[0]!.photo.url === 'string').toBe(true);
});
