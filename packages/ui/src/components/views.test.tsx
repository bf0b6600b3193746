import { render, screen } from '@testing-library/react';
import antdTheme from 'antd/es/theme';
import userEvent from '@testing-library/user-event';
import { RECORD_STATUSES } from '@venues/contracts';
import { AppProviders } from './AppProviders';
import { NoAccessView } from './NoAccessView';
import { RemoteFallback } from './RemoteFallback';
import { StatusTag } from './StatusTag';
import { statusColors } from '../tokens';

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

describe('AppProviders and reduced motion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
  function prefer(reduce: boolean) {
    window.matchMedia = ((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  }
  function Motion() {
    const { token } = antdTheme.useToken();
    return <output>{token.motion ? 'motion' : 'still'}</output>;
  }

  test('antd keeps its motion by default', () => {
    prefer(false);
    render(<AppProviders><Motion /></AppProviders>);
    expect(screen.getByRole('status')).toHaveTextContent('motion');
  });

  test('a person who asks for reduced motion gets antd without it', () => {
    prefer(true);
    render(<AppProviders><Motion /></AppProviders>);
    expect(screen.getByRole('status')).toHaveTextContent('still');
  });
});
