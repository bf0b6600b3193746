import { useEffect, useRef, useState } from 'react';
import type { MessageAttachment } from '@venues/contracts';
import { enquiriesApi } from '@venues/api-client';
import Button from 'antd/es/button';

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** Loads a private file with the caller's token and gives a blob: URL for it (revoked when unused). */
function useBlobUrl(a: MessageAttachment): string | null {
  const [url, setUrl] = useState<string | null>(null);
  // The address names the file; the object may be a new copy of the same one on each render.
  const latest = useRef(a);
  useEffect(() => {
    latest.current = a;
  }, [a]);
  const key = a.url;
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    enquiriesApi.attachment(latest.current).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [key]);
  return url;
}

function Photo({ a }: { a: MessageAttachment }) {
  const url = useBlobUrl(a);
  return (
    <a className="enq-photo" href={url ?? undefined} target="_blank" rel="noreferrer" aria-label={`Open ${a.name} (${size(a.size)})`}>
      {url ? <img src={url} alt={a.name} /> : <span>{a.name}</span>}
    </a>
  );
}

function Document({ a }: { a: MessageAttachment }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    // A tab opened before the download keeps the click's permission to open it.
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const url = URL.createObjectURL(await enquiriesApi.attachment(a));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} aria-busy={busy || undefined} onClick={() => void open()}>
      PDF: {a.name} ({size(a.size)})
    </Button>
  );
}

/** A message's photos (thumbnails) and PDFs (open in a new tab). */
export function Attachments({ list }: { list: MessageAttachment[] }) {
  if (list.length === 0) return null;
  return (
    <div className="enq-attachments">
      {list.map((a) => (a.content_type === 'application/pdf' ? <Document key={a.key} a={a} /> : <Photo key={a.key} a={a} />))}
    </div>
  );
}
