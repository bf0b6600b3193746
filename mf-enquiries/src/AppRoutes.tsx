// Named AppRoutes.tsx, not App.tsx: app.tsx (the exposed module) and App.tsx differ only in case.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { PageLoading } from './components/PageState';
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

/** Routes of mf-enquiries, with full paths; the shell's auth guard runs before this mounts. */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/:country/enquiries" element={<InboxPage />} />
        <Route path="/:country/enquiries/status/:status" element={<InboxPage />} />
        <Route path="/:country/enquiries/types/:type" element={<InboxPage />} />
        <Route path="/:country/user-enquiries/types/:type" element={<InboxPage />} />
        <Route path="/:country/enquiries/message/copy-id" element={<CopyIdPage />} />
        <Route path="/:country/enquiries/message/:id" element={<ByReference />} />
        {/* Payment and booking pages (ENQUIRY_PAYMENT_PAGES, written out: tests/routes.test.ts reads paths as written). */}
        <Route path="/:country/enquiries/:enquiry/invoice" element={<DocumentPage kind="invoice" />} />
        <Route path="/:country/enquiries/:enquiry/receipt" element={<DocumentPage kind="receipt" key="receipt" />} />
        <Route path="/:country/enquiries/:enquiry/sucess-payment" element={<SuccessPaymentPage />} />
        <Route path="/:country/bookings" element={<BookingsPage />} />
        <Route path="/:country/enquiries/:enquiry" element={<Conversation />} />
        <Route path="/:country/user-enquiries/:enquiry" element={<Conversation />} />
        <Route path="/:country/user-enquiries/:enquiry/list-view" element={<Conversation />} />

        <Route path="/:country/enquiries/:enquiry/view-offer/:offer" element={<ViewOfferPage />} />
        <Route path="/:country/enquiries/:enquiry/review-booking/:offer" element={<ToOffer />} />
        <Route path="/:country/enquiries/:enquiry/cancel-booking_draft" element={<CancelBookingPage />} />
        <Route path="/:country/enquiries/:enquiry/cancel-booking-details" element={<BookingPage />} />
        <Route path="/:country/enquiries/:enquiry/view-offer/:offer/review-payment" element={<ReviewPaymentPage />} />
        <Route path="/:country/enquiries/:enquiry/cancellation/:offer/booking/:booking" element={<CancelBookingPage />} />
        <Route path="/:country/enquiries/:enquiry/cancellation/:offer/booking/:booking/details" element={<BookingPage key="details" />} />
        <Route path="/:country/user-enquiries/:enquiry/booking" element={<BookingPage />} />
        <Route path="/:country/enquiries/:enquiry/checkout/:payment" element={<CheckoutPage />} />

        <Route path="/:country/enquiries/new" element={<NewEnquiryPage />} />
        <Route path="/:country/enquiries/:enquiry/custom-offer" element={<OfferFormPage />} />
        <Route path="/:country/enquiries/:enquiry/update-offer/:offer" element={<OfferFormPage key="update" />} />
        <Route path="/:country/enquiries/:enquiry/request-to-book" element={<RequestToBookPage />} />
        <Route path="/:country/enquiries/:enquiry/request-extra-charges_draft" element={<ExtraChargesPage />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
