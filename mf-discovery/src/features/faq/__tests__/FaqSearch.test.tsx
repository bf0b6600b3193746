import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqSections, filterFaq } from '../../../content/faq';
import { storefrontFor } from '../../../content/storefronts';
import { FaqSearch } from '../FaqSearch';

const sections = faqSections({ store: storefrontFor('sg'), product: 'Venuely' });
const allQuestions = sections.flatMap((s) => s.items.map((i) => i.question));

test('the help centre has 15+ questions in the five topics', () => {
  expect(allQuestions.length).toBeGreaterThanOrEqual(15);
  expect(sections.map((s) => s.id)).toEqual(['booking', 'payments', 'enquiries', 'accounts', 'venue-owners']);
});

test('typing filters the questions to those that match every word', async () => {
  const user = userEvent.setup();
  render(<FaqSearch sections={sections} />);
  for (const q of allQuestions) expect(screen.getByText(q)).toBeInTheDocument();

  await user.type(screen.getByLabelText('Search the help centre'), 'refund');
  expect(screen.getByText('How long does a refund take?')).toBeInTheDocument();
  expect(screen.queryByText('Can my team manage enquiries with me?')).not.toBeInTheDocument();
  expect(screen.queryByText('Do I need an account to search?')).not.toBeInTheDocument();
  const expected = filterFaq(sections, 'refund').reduce((n, s) => n + s.items.length, 0);
  expect(expected).toBeLessThan(allQuestions.length);
  expect(screen.getByRole('status')).toHaveTextContent(`${expected} answer`);
  // Matching answers are opened so the reason for the match is visible.
  expect(screen.getByText(/Refunds are started as soon as a cancellation is confirmed/)).toBeVisible();
});

test('a search with no match says so; clearing it brings every question back', async () => {
  const user = userEvent.setup();
  render(<FaqSearch sections={sections} />);
  const box = screen.getByLabelText('Search the help centre');
  await user.type(box, 'zeppelin');
  expect(screen.getByText(/No answers match your search/)).toBeInTheDocument();
  expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  await user.clear(box);
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(allQuestions.length);
});

test('search is case-insensitive and matches the section title too', async () => {
  const user = userEvent.setup();
  render(<FaqSearch sections={sections} />);
  await user.type(screen.getByLabelText('Search the help centre'), 'VENUE OWNERS payouts');
  const results = screen.getAllByRole('heading', { level: 3 });
  expect(results.map((h) => h.textContent)).toEqual(['When do I get paid?']);
  expect(within(screen.getByRole('region', { name: 'For venue owners' })).getByText('When do I get paid?')).toBeInTheDocument();
});
