import { useState } from 'react';
import { enquiryDraftFor } from '@venues/session/enquiry-draft';
import { Notice } from '../../../components/plain/Notice';

/**
 * "Your enquiry to X is ready": on the sign-in and sign-up pages when the page to come back to is
 * the enquiry form of an enquiry kept on this device (docs/adr/0114-enquiring-before-signing-up.md).
 * Null otherwise, and the page says its usual reason.
 */
export function useKeptEnquiry(returnTo: string | null) {
  const [draft] = useState(() => enquiryDraftFor(returnTo));
  return draft;
}

export function KeptEnquiryNotice({ venueName }: { venueName: string }) {
  return (
    <Notice kind="info" title={`Your enquiry to ${venueName} is ready: sign up or sign in to send it.`}>
      It waits on this device and is sent as soon as you are signed in: after signing up, open the link we e-mail you in this browser.
    </Notice>
  );
}
