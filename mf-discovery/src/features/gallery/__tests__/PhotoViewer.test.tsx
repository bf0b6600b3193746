import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Gallery } from '../../venue/Gallery';
import { neighbours } from '../PhotoViewer';
import { photoIndexFromHash } from '../photoHash';
import { swipeStep, SWIPE_THRESHOLD_PX } from '../swipe';

// jsdom has no PointerEvent: without one, fireEvent's pointer events carry no coordinates.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    class PointerEventShim extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? '';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventShim });
  }
});

/** Where the router is, hash included. */
function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}${l.hash}`}</output>;
}

const photos = [1, 2, 3, 4].map((n) => ({ url: `/media/p${n}.jpg`, alt: `Room view ${n}`, width: 800, height: 600 }));

function renderGallery(url = '/sg/venues/the-loft') {
  return render(
    <MemoryRouter initialEntries={['/sg/venues', url]} initialIndex={1}>
      <Gallery photos={photos} photosHref="/sg/venues/the-loft/photos" name="The Loft" />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('location').textContent;
const viewer = () => screen.queryByRole('dialog', { name: 'Photos of The Loft' });
const shown = () => viewer()!.querySelector('figure img')!.getAttribute('alt');

describe('swipe and hash logic', () => {
  it('a sideways move past the threshold pages; a short or mostly vertical one does not', () => {
    expect(swipeStep(-80, 10)).toBe(1); // finger to the left: next
    expect(swipeStep(80, -10)).toBe(-1); // to the right: previous
    expect(swipeStep(-(SWIPE_THRESHOLD_PX - 1), 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0); // a scroll
    expect(swipeStep(-30, 0, 20)).toBe(1);
    expect(swipeStep(Number.NaN, 0)).toBe(0);
  });

  it('reads #photo-N within the photos there are', () => {
    expect(photoIndexFromHash('#photo-3', 4)).toBe(2);
    expect(photoIndexFromHash('#photo-5', 4)).toBeNull();
    expect(photoIndexFromHash('#photo-0', 4)).toBeNull();
    expect(photoIndexFromHash('#about', 4)).toBeNull();
    expect(photoIndexFromHash('', 4)).toBeNull();
  });

  it('preloads only the photos either side', () => {
    expect(neighbours(0, 4).sort()).toEqual([1, 3]);
    expect(neighbours(1, 2)).toEqual([0]);
    expect(neighbours(0, 1)).toEqual([]);
  });
});

describe('the viewer from the venue gallery', () => {
  it('opens on the photo clicked, with its caption and counter, and pages with the buttons and keys', async () => {
    const user = userEvent.setup();
    renderGallery();
    expect(viewer()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Photo 2 of 4: Room view 2' }));
    await waitFor(() => expect(viewer()).toBeInTheDocument()); // its code is loaded on first open
    expect(where()).toBe('/sg/venues/the-loft#photo-2');
    expect(shown()).toBe('Room view 2');
    expect(viewer()).toHaveTextContent('2 / 4');
    expect(viewer()!.querySelector('figcaption')).toHaveTextContent('Room view 2');

    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('Room view 3');
    expect(where()).toBe('/sg/venues/the-loft#photo-3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown()).toBe('Room view 1');
    await user.keyboard('{End}');
    expect(viewer()).toHaveTextContent('4 / 4');
    await user.keyboard('{ArrowRight}'); // wraps to the first
    expect(shown()).toBe('Room view 1');
    await user.keyboard('{ArrowLeft}'); // and back to the last
    expect(shown()).toBe('Room view 4');
    await user.keyboard('{Home}');
    expect(shown()).toBe('Room view 1');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('Room view 2');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toBe('Room view 1');
  });

  it('Esc closes it, goes back in history (paging replaced the entry) and returns focus to the photo that opened it', async () => {
    const user = userEvent.setup();
    renderGallery();
    const opener = screen.getByRole('button', { name: 'Photo 3 of 4: Room view 3' });
    await user.click(opener);
    // Focus moves into the viewer (jsdom's <dialog> does not move it by itself).
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(opener).not.toHaveFocus();
    expect(where()).toBe('/sg/venues/the-loft#photo-4');
    await user.keyboard('{Escape}');
    expect(viewer()).toBeNull();
    expect(where()).toBe('/sg/venues/the-loft');
    expect(opener).toHaveFocus();
  });

  it('the ✕ closes it once, even when pressed with Esc', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Photo 1 of 4: Room view 1' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(viewer()).toBeNull();
    expect(where()).toBe('/sg/venues/the-loft'); // not /sg/venues: one step back only
  });

  it('a link with #photo-2 opens that photo; closing drops the hash and stays on the page', async () => {
    const user = userEvent.setup();
    renderGallery('/sg/venues/the-loft#photo-2');
    expect(shown()).toBe('Room view 2');
    await user.keyboard('{Escape}');
    expect(viewer()).toBeNull();
    expect(where()).toBe('/sg/venues/the-loft');
  });

  it('a swipe to the left shows the next photo, to the right the previous; a short one or a mouse drag does nothing', () => {
    renderGallery('/sg/venues/the-loft#photo-2');
    const stage = screen.getByTestId('photo-viewer-stage');
    const swipe = (from: number, to: number, pointerType = 'touch') => {
      act(() => {
        fireEvent.pointerDown(stage, { pointerId: 1, pointerType, clientX: from, clientY: 300 });
        fireEvent.pointerUp(stage, { pointerId: 1, pointerType, clientX: to, clientY: 310 });
      });
    };
    swipe(300, 150);
    expect(shown()).toBe('Room view 3');
    swipe(100, 260);
    expect(shown()).toBe('Room view 2');
    swipe(300, 280);
    expect(shown()).toBe('Room view 2');
    swipe(300, 100, 'mouse');
    expect(shown()).toBe('Room view 2');
    // A gesture the browser took over (pointercancel) does not page.
    act(() => {
      fireEvent.pointerDown(stage, { pointerId: 2, pointerType: 'touch', clientX: 300, clientY: 300 });
      fireEvent.pointerCancel(stage, { pointerId: 2, pointerType: 'touch' });
      fireEvent.pointerUp(stage, { pointerId: 2, pointerType: 'touch', clientX: 50, clientY: 300 });
    });
    expect(shown()).toBe('Room view 2');
  });
});
