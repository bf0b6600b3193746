// Named AppRoutes.tsx, not App.tsx: app.tsx (the exposed module) and App.tsx differ only in case.
import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { PageLoading } from './components/PageState';
import { ROUTES, type EnquiryRoute } from './routes';
import './enquiries.css';

// One chunk per page. Every page is behind sign-in and drawn with antd (its providers are around the
// whole remote: defineRemote's default antd scope).
const InboxPage = lazy(() => import('./pages/InboxPage'));
const CopyIdPage = lazy(() => import('./pages/CopyIdPage'));
const SuccessPaymentPage = lazy(() => import('./pages/SuccessPaymentPage'));
const DocumentPage = lazy(() => import('./pages/DocumentPage'));
const BookingsPage = lazy(() => import('./pages/BookingsPage'));

const ConversationPage = lazy(() => import('./pages/ConversationPage'));
const NewEnquiryPage = lazy(() => import('./pages/NewEnquiryPage'));
const OfferFormPage = lazy(() => import('./pages/OfferFormPage'));
const ViewOfferPage = lazy(() => import('./pages/ViewOfferPage'));
const RequestToBookPage = lazy(() => import('./pages/RequestToBookPage'));
const ReviewPaymentPage = lazy(() => import('./pages/ReviewPaymentPage'));
const CheckoutPage = lazy(() => import('./pages/CheckoutPage'));
const BookingPage = lazy(() => import('./pages/BookingPage'));
const CancelBookingPage = lazy(() => import('./pages/CancelBookingPage'));
const ExtraChargesPage = lazy(() => import('./pages/ExtraChargesPage'));

/** enquiries/message/:id opens the conversation by its reference (the enquiry id; docs/adr/0061-enquiry-pages.md). */
function ByReference() {
  const { country, id } = useParams();
  return <Navigate to={`/${country}/enquiries/${id}`} replace />;
}

/** review-booking/:offer is the offer's page now, where the customer accepts and pays (docs/adr/0102-accept-and-pay.md). */
function ToOffer() {
  const { country, enquiry, offer } = useParams();
  return <Navigate to={`/${country}/enquiries/${enquiry}/view-offer/${offer}`} replace />;
}

/** A fresh page for each conversation. */
function Conversation() {
  const { enquiry } = useParams();
  return <ConversationPage key={enquiry} />;
}

/** What each page of src/routes.ts draws: TypeScript refuses a declared page without one, or one not declared. */
const PAGES: Record<EnquiryRoute, ReactElement> = {
  inbox: <InboxPage />,
  newEnquiry: <NewEnquiryPage />,
  byStatus: <InboxPage />,
  byType: <InboxPage />,
  copyId: <CopyIdPage />,
  byReference: <ByReference />,
  conversation: <Conversation />,
  customOffer: <OfferFormPage />,
  updateOffer: <OfferFormPage key="update" />,
  viewOffer: <ViewOfferPage />,
  reviewBooking: <ToOffer />,
  requestToBook: <RequestToBookPage />,
  invoice: <DocumentPage kind="invoice" />,
  receipt: <DocumentPage kind="receipt" key="receipt" />,
  paymentSuccess: <SuccessPaymentPage />,
  extraCharges: <ExtraChargesPage />,
  cancelBookingDraft: <CancelBookingPage />,
  cancelBookingDetails: <BookingPage />,
  reviewPayment: <ReviewPaymentPage />,
  cancellation: <CancelBookingPage />,
  cancellationDetails: <BookingPage key="details" />,
  checkout: <CheckoutPage />,
  bookings: <BookingsPage />,
  userBooking: <BookingPage />,
  userByType: <InboxPage />,
  userConversation: <Conversation />,
  userListView: <Conversation />,
};

/** Routes of mf-enquiries (src/routes.ts), with full paths; the shell's auth guard runs before this mounts. */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {(Object.keys(PAGES) as EnquiryRoute[]).map((page) => (
          <Route key={page} path={ROUTES[page].pattern} element={PAGES[page]} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
