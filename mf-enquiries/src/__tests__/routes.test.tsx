import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { session } from '@venues/session';
import { ENQUIRY_PAYMENT_PAGES, matchSiteRoute, mergeRoutes, routeProblems, underCountry } from '@venues/contracts';
import { samplePath, standInApi, testUser } from '@venues/mf-kit/testing';
import { App } from '../AppRoutes';
import { ROUTES, routeManifest, type EnquiryRoute } from '../routes';

// Every page of src/routes.ts is drawn by AppRoutes at a path of its pattern (not the remote's
// not-found, which draws nothing). The pages themselves stand in: their own tests draw them.
function mockPage(name: string) {
  return {
    __esModule: true,
    default: (props: Record<string, unknown>) => <p data-testid="page">{[name, ...Object.entries(props).map(([k, v]) => `${k}=${String(v)}`)].join(' ')}</p>,
  };
}
jest.mock('../pages/InboxPage', () => mockPage('InboxPage'));
jest.mock('../pages/CopyIdPage', () => mockPage('CopyIdPage'));
jest.mock('../pages/SuccessPaymentPage', () => mockPage('SuccessPaymentPage'));
jest.mock('../pages/DocumentPage', () => mockPage('DocumentPage'));
jest.mock('../pages/BookingsPage', () => mockPage('BookingsPage'));
jest.mock('../pages/ConversationPage', () => mockPage('ConversationPage'));
jest.mock('../pages/NewEnquiryPage', () => mockPage('NewEnquiryPage'));
jest.mock('../pages/OfferFormPage', () => mockPage('OfferFormPage'));
jest.mock('../pages/ViewOfferPage', () => mockPage('ViewOfferPage'));
jest.mock('../pages/RequestToBookPage', () => mockPage('RequestToBookPage'));
jest.mock('../pages/ReviewPaymentPage', () => mockPage('ReviewPaymentPage'));
jest.mock('../pages/CheckoutPage', () => mockPage('CheckoutPage'));
jest.mock('../pages/BookingPage', () => mockPage('BookingPage'));
jest.mock('../pages/CancelBookingPage', () => mockPage('CancelBookingPage'));
jest.mock('../pages/ExtraChargesPage', () => mockPage('ExtraChargesPage'));

/** The page each route draws (`message/:id` and `review-booking/:offer` lead to the conversation and the offer). */
const DRAWS: Record<EnquiryRoute, string> = {
  inbox: 'InboxPage',
  newEnquiry: 'NewEnquiryPage',
  byStatus: 'InboxPage',
  byType: 'InboxPage',
  copyId: 'CopyIdPage',
  byReference: 'ConversationPage',
  conversation: 'ConversationPage',
  customOffer: 'OfferFormPage',
  updateOffer: 'OfferFormPage',
  viewOffer: 'ViewOfferPage',
  reviewBooking: 'ViewOfferPage',
  requestToBook: 'RequestToBookPage',
  invoice: 'DocumentPage kind=invoice',
  receipt: 'DocumentPage kind=receipt',
  paymentSuccess: 'SuccessPaymentPage',
  extraCharges: 'ExtraChargesPage',
  cancelBookingDraft: 'CancelBookingPage',
  cancelBookingDetails: 'BookingPage',
  reviewPayment: 'ReviewPaymentPage',
  cancellation: 'CancelBookingPage',
  cancellationDetails: 'BookingPage',
  checkout: 'CheckoutPage',
  bookings: 'BookingsPage',
  userBooking: 'BookingPage',
  userByType: 'InboxPage',
  userConversation: 'ConversationPage',
  userListView: 'ConversationPage',
};

standInApi();
afterEach(() => act(() => session.clear()));
const { routes } = mergeRoutes([routeManifest]);
const patterns = Object.values(ROUTES).map((r) => r.pattern);

test('the routes are ones the shell can serve, the payment and booking pages of contracts among them', () => {
  expect(routeProblems(routeManifest)).toEqual([]);
  expect(ENQUIRY_PAYMENT_PAGES.map((p) => underCountry(`enquiries/:enquiry/${p}`)).filter((p) => !patterns.includes(p))).toEqual([]);
});

test.each(Object.keys(ROUTES) as EnquiryRoute[])('%s: AppRoutes draws its page at a path of its pattern', async (page) => {
  const path = samplePath(ROUTES[page]);
  expect(matchSiteRoute(path, 'venuely', routes)?.route.pattern).toBe(ROUTES[page].pattern);
  act(() => session.setUser(testUser({ role: ['USER'] })));
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  expect(await screen.findByTestId('page')).toHaveTextContent(new RegExp(`^${DRAWS[page]}$`));
});

test('a status or event type the checks do not know is no page of the table', () => {
  expect(matchSiteRoute('/sg/enquiries/status/nope', 'venuely', routes)).toBeNull();
  expect(matchSiteRoute('/sg/user-enquiries/types/nope', 'venuely', routes)).toBeNull();
});

test('a path of no route is the not-found: nothing drawn', async () => {
  render(
    <MemoryRouter initialEntries={['/sg/enquiries/e1/nothing/here/at/all']}>
      <App />
    </MemoryRouter>,
  );
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByTestId('page')).toBeNull();
});
