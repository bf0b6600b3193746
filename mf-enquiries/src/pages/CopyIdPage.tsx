import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCountry, useDocumentTitle } from '@venues/mf-kit';

/**
 * enquiries/message/copy-id: a conversation's reference to copy, e.g. to quote it to our support
 * team (docs/decisions.md "Enquiry pages"). ?id=<enquiry id>; the link opens it for its two sides.
 * Drawn without antd (plain.css).
 */
export default function CopyIdPage() {
  const country = useCountry();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [copied, setCopied] = useState<boolean | null>(null);
  useDocumentTitle('Conversation reference');
  const link = `${window.location.origin}/${country}/enquiries/message/${id}`;
  return (
    <div className="enq-page enq-narrow ui-plain">
      <h1>Conversation reference</h1>
      <div className="ui-card">
        {id ? (
          <>
            <p style={{ marginTop: 0 }}>Quote this reference to our support team, or share the link with someone on your team (only the conversation’s two sides can open it).</p>
            <div className="ui-field">
              <label htmlFor="enq-ref">Reference</label>
              <input id="enq-ref" className="ui-input enq-ref" readOnly value={id} />
            </div>
            <div className="ui-field">
              <label htmlFor="enq-link">Link</label>
              <input id="enq-link" className="ui-input" readOnly value={link} />
            </div>
            <div className="enq-actions" style={{ alignItems: 'center', marginTop: 0 }}>
              <button
                type="button"
                className="ui-button ui-button--primary"
                onClick={() =>
                  void navigator.clipboard?.writeText(link).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                Copy link
              </button>
              <Link to={`/${country}/enquiries/${id}`}>Open the conversation</Link>
            </div>
            <p role="status" style={{ marginBottom: 0 }}>
              {copied === true ? 'Copied' : copied === false ? 'The browser did not let us copy: select the link and copy it yourself.' : ''}
            </p>
          </>
        ) : (
          <p style={{ margin: 0 }}>
            Open a conversation from <Link to={`/${country}/enquiries`}>your enquiries</Link> to copy its reference.
          </p>
        )}
      </div>
    </div>
  );
}
