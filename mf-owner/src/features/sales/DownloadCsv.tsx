import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { salesApi } from '@venues/api-client';
import { downloadError, saveBlob } from './download';
import { csvFilename } from './rows';

/** The bookings behind the figures (same window and venue) as a CSV file. */
export function DownloadCsv({ query, venueName }: { query: { from: string; to: string; venue_id?: string }; venueName?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      saveBlob(await salesApi.csv(query), csvFilename(query.from, query.to, venueName));
    } catch (e) {
      setError(await downloadError(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="sales-download">
      <Button loading={busy} aria-busy={busy || undefined} onClick={() => void download()}>
        Download CSV
      </Button>
      {error && <Alert className="sales-download__error" type="error" role="alert" showIcon title="The CSV could not be downloaded" description={error} closable={{ closeIcon: 'Dismiss', 'aria-label': 'Dismiss' }} onClose={() => setError(undefined)} />}
    </div>
  );
}
