import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { bookingsApi } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import Skeleton from 'antd/es/skeleton';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { downloadPdf } from '../features/bookings/openPdf';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { bookingPath } from '../lib/format';

/**
 * enquiries/:enquiry/invoice?booking= and receipt?booking=: the booking's tax invoice or receipt,
 * shown and downloadable.
 */
export default function DocumentPage({ kind }: { kind: 'invoice' | 'receipt' }) {
  const { enquiry: enquiryId = '' } = useParams();
  const [params] = useSearchParams();
  const bookingId = params.get('booking') ?? '';
  const country = useCountry();
  const title = kind === 'invoice' ? 'Tax invoice' : 'Receipt';
  useDocumentTitle(title);
  const loaded = useData(async () => {
    const b = bookingId ? await bookingsApi.get(bookingId) : (await bookingsApi.list({ enquiry_id: enquiryId })).data[0];
    if (!b) return null;
    const doc = b.documents.find((d) => d.kind === kind && d.payment_id !== null);
    return { b, path: doc?.path ?? `/api/v1/bookings/${b._id}/${kind}`, number: doc?.number ?? title };
  }, [bookingId, enquiryId, kind]);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const path = loaded.data?.path;
  useEffect(() => {
    if (!path) return;
    let made: string | null = null;
    setFailed(false);
    bookingsApi.pdf(path).then(
      (blob) => setUrl((made = URL.createObjectURL(blob))),
      () => setFailed(true),
    );
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  if (loaded.status === 'error') return <LoadFailed country={country} status={loaded.error.status} message={loaded.error.message} what="booking" />;
  if (loaded.status !== 'ready') return <PageSkeleton rows={8} />;
  if (!loaded.data)
    return (
      <PageResult kind="info" title="No booking in this conversation yet">
        <Link to={`/${country}/enquiries/${enquiryId}`}>Back to the conversation</Link>
      </PageResult>
    );
  const { b, number } = loaded.data;
  return (
    <div className="enq-page">
      <Link to={bookingPath(country, b)}>‹ Booking {b.reference}</Link>
      <Typography.Title level={1} style={{ marginTop: 8 }}>
        {title} {number !== title ? number : ''}
      </Typography.Title>
      <div className="enq-actions" style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => void downloadPdf(loaded.data!.path, number)}>
          Download PDF
        </Button>
      </div>
      {failed ? (
        <Alert type="warning" role="alert" showIcon title={"The preview did not load. Download the PDF instead, or reload the page to try again."} style={{ marginBottom: 16 }} />
      ) : url ? (
        <iframe title={`${title} ${number}`} src={url} className="enq-pdf" />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </div>
  );
}
