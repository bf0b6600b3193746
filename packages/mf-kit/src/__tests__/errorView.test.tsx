import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainErrorView } from '../ErrorView';

describe('PlainErrorView (docs/spec.md §2), the one error view', () => {
  test('404 shows Page Not Found', () => {
    render(<PlainErrorView status={404} />);
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });

  test('status defaults to 500: Internal Server Error', () => {
    render(<PlainErrorView />);
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });

  test('any other status is an Internal Server Error showing the given message', () => {
    render(<PlainErrorView status={503} message="The booking service is down" />);
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByText('The booking service is down')).toBeInTheDocument();
  });

  test('the button goes back to the country home of the current URL', () => {
    // jest preset URL: http://localhost:8080/sg
    render(<PlainErrorView status={404} />);
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/sg');
  });

  test('the browser title names the error, not the page it replaced', () => {
    document.title = 'Venuely | Book venues';
    render(<PlainErrorView status={404} />);
    expect(document.title).toMatch(/^Page Not Found · /);
  });

  test('onHome navigates client-side', async () => {
    const onHome = jest.fn();
    render(<PlainErrorView homeHref="/my" onHome={onHome} />);
    const link = screen.getByRole('link', { name: /back to home/i });
    expect(link).toHaveAttribute('href', '/my');
    await userEvent.click(link);
    expect(onHome).toHaveBeenCalledTimes(1);
  });
});

