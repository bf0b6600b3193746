import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink, MAIN_ID } from '../chrome/SkipLink';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and moves the focus into the main landmark', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/sg/venues">Venues</a>
        </nav>
        <main id={MAIN_ID}>
          <h1>Harbour Loft</h1>
        </main>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    const before = window.location.href;
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // Skipping is not a navigation: the address stays as it was.
    expect(window.location.href).toBe(before);
    // The next Tab goes on from inside the page, not back to the header.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Venues' })).not.toHaveFocus();
  });
});
