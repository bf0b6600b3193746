import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, navigate, useLocation } from '../routing/navigation';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

describe('navigation', () => {
  beforeEach(() => window.history.replaceState(null, '', '/sg'));

  it('useLocation follows navigate(), history changes made elsewhere (popstate) and Link clicks', () => {
    render(
      <>
        <Where />
        <Link to="/sg/about-us?x=1">About</Link>
      </>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/sg');
    act(() => navigate('/sg/contact-us'));
    expect(screen.getByTestId('where')).toHaveTextContent('/sg/contact-us');
    act(() => {
      window.history.pushState(null, '', '/my');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/my');
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(window.location.pathname + window.location.search).toBe('/sg/about-us?x=1');
    expect(screen.getByTestId('where')).toHaveTextContent('/sg/about-us?x=1');
  });

  it('replace does not add a history entry; modified clicks are left to the browser', () => {
    const length = window.history.length;
    act(() => navigate('/sg/login', { replace: true }));
    expect(window.history.length).toBe(length);
    expect(window.location.pathname).toBe('/sg/login');
    render(<Link to="/sg/insights">Insights</Link>);
    const link = screen.getByRole('link', { name: 'Insights' });
    expect(link).toHaveAttribute('href', '/sg/insights');
    const notPrevented = fireEvent.click(link, { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(window.location.pathname).toBe('/sg/login');
  });
});
