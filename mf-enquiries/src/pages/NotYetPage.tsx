import { Link, useParams } from 'react-router-dom';
import { Result } from 'antd';
import { useCountry, useDocumentTitle } from '@venues/mf-kit';

/**
 * The payment pages of an enquiry (invoice, receipt, review-payment, cancellation, extra charges,
 * the booking): their subject ships with payments, so until then they say so plainly instead of 404.
 */
export default function NotYetPage() {
  const { enquiry } = useParams();
  const country = useCountry();
  useDocumentTitle('Not available yet');
  const back = enquiry ? `/${country}/enquiries/${enquiry}` : `/${country}/enquiries`;
  return (
    <div className="enq-page enq-narrow">
      <Result
        status="info"
        title="Not available yet"
        subTitle="Online payment, bookings, invoices, receipts and cancellations open with our next release. An accepted offer keeps its date held until it expires."
        extra={<Link to={back}>{enquiry ? 'Back to the conversation' : 'Back to enquiries'}</Link>}
      />
    </div>
  );
}
