import { useId, useRef, useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { shareLinks } from './shareLinks';

/** The share dialog of ShareButton: the link to copy, e-mail and WhatsApp. */
export default function ShareDialog({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const links = shareLinks(title, url);

  function copy() {
    const failed = () => {
      // No clipboard access (an old browser, a refused permission): the link is selected to copy by hand.
      input.current?.select();
      setStatus('failed');
    };
    if (!navigator.clipboard?.writeText) return failed();
    navigator.clipboard.writeText(url).then(() => setStatus('copied'), failed);
  }

  return (
    <Dialog title="Share this venue" onClose={onClose}>
      <div className="disc-share-field">
        <label htmlFor={`${id}-link`}>Link to {title}</label>
        <input ref={input} id={`${id}-link`} type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
      </div>
      <div className="disc-share">
        <button type="button" className="disc-button disc-button--primary" onClick={copy}>
          Copy link
        </button>
        <a className="disc-button disc-button--ghost" href={links.email}>
          E-mail
        </a>
        <a className="disc-button disc-button--ghost" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
          WhatsApp<span className="disc-visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      <p className="disc-share__status" role="status">
        {status === 'copied' ? 'Link copied' : status === 'failed' ? 'Copying is blocked here: the link is selected, press Ctrl+C (⌘C on a Mac).' : ''}
      </p>
    </Dialog>
  );
}
