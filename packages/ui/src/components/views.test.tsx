import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECORD_STATUSES } from '@venues/contracts';
import { AppProviders } from './AppProviders';
import { ErrorView } from './ErrorView';
import { NoAccessView } from './NoAccessView';
import { RemoteFallback } from './RemoteFallback';
import { StatusTag } from './StatusTag';
import { statusColors } from '../tokens';

describe('ErrorView (docs/spec.md §2)', () => {
  test('404 shows Page Not Found', () => {
    render(<ErrorView status={404} />);
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });

  test('status defaults to 500: Internal Server Error', () => {
    render(<ErrorView />);
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });

  test('any other status is an Internal Server Error showing the given message', () => {
    render(<ErrorView status={503} message="The booking service is down" />);
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByText('The booking service is down')).toBeInTheDocument();
  });

  test('the button goes back to the country home of the current URL', () => {
    // jest preset URL: http://localhost:8080/sg
    render(<ErrorView status={404} />);
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/sg');
  });

  test('onHome navigates client-side', async () => {
    const onHome = jest.fn();
    render(<ErrorView homeHref="/my" onHome={onHome} />);
    const link = screen.getByRole('link', { name: /back to home/i });
    expect(link).toHaveAttribute('href', '/my');
    await userEvent.click(link);
    expect(onHome).toHaveBeenCalledTimes(1);
  });
});

describe('StatusTag', () => {
  test.each(RECORD_STATUSES)('%s has a label and its own colour', (status) => {
    const { container } = render(<StatusTag status={status} />);
    const tag = container.querySelector(`[data-status="${status}"]`) as HTMLElement;
    expect(tag).not.toBeNull();
    expect(tag.textContent).not.toBe('');
    expect(tag.textContent).not.toContain('_');
  });

  test('labels are readable', () => {
    render(<StatusTag status="for_approval" />);
    expect(screen.getByText('For approval')).toBeInTheDocument();
  });

  test('the nine statuses have nine distinct colours', () => {
    expect(new Set(RECORD_STATUSES.map((s) => statusColors[s])).size).toBe(RECORD_STATUSES.length);
  });

  test('the tag is painted in the status colour', () => {
    const { container } = render(<StatusTag status="rejected" />);
    const tag = container.querySelector('[data-status="rejected"]') as HTMLElement;
    // antd paints custom colours inline.
    expect(tag.getAttribute('style') ?? '').toMatch(/background|border|color/);
  });
});

test('RemoteFallback explains and retries', async () => {
  const onRetry = jest.fn();
  render(<RemoteFallback name="mf-enquiries" onRetry={onRetry} />);
  expect(screen.getByText('This part of the site could not be loaded')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('NoAccessView', () => {
  render(<NoAccessView />);
  expect(screen.getByText('No access')).toBeInTheDocument();
});

test('AppProviders renders its children in light and dark', () => {
  const { rerender } = render(
    <AppProviders dark={false}>
      <p>inside</p>
    </AppProviders>,
  );
  expect(screen.getByText('inside')).toBeInTheDocument();
  rerender(
    <AppProviders darkMode>
      <p>inside</p>
    </AppProviders>,
  );
  expect(screen.getByText('inside')).toBeInTheDocument();
});
