import { useState } from 'react';
import { salesApi } from '@venues/api-client';
import { downloadError, saveBlob } from './download';
import { csvFilename } from './rows';

/** The bookings behind the figures (same window and venue) as a CSV file. Plain (plain.css). */
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
      <button type="button" className="ui-button" disabled={busy} aria-busy={busy || undefined} onClick={() => void download()}>
        {busy && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
        Download CSV
      </button>
      {error && (
        <div className="ui-alert ui-alert--error sales-download__error" role="alert">
          <strong>The CSV could not be downloaded</strong>
          <span>{error} </span>
          <button type="button" className="ui-link-button" onClick={() => setError(undefined)}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
