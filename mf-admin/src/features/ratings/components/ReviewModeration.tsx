import { useState } from 'react';
import Button from 'antd/es/button';
import type { AdminReview } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { ui } from '@venues/session';
import { ReasonModal } from '../../../components/ReasonModal';
import { actionMessage } from '../../../lib/errors';

/** Hide (a reason is required: the author is told) or restore one review. */
export function ReviewModeration({ review: r, onChanged }: { review: AdminReview; onChanged: (r: AdminReview) => void }) {
  const [open, setOpen] = useState(false);
  const who = `${r.author_name}’s review of ${r.venue.name}`;
  const told = r.author_email ? 'The author is told by e-mail, with your reason.' : 'The author has no account to tell; the reason is kept in the audit trail.';

  const run = async (reason: string) => {
    try {
      const next = r.hidden ? await adminApi.restoreReview(r._id, reason ? { reason } : {}) : await adminApi.hideReview(r._id, { reason });
      setOpen(false);
      ui.showSnackbar(r.hidden ? 'Review shown again' : 'Review hidden', 'success');
      onChanged(next);
    } catch (e) {
      return actionMessage(e, 'The review was not changed');
    }
  };

  return (
    <>
      <Button size="small" danger={!r.hidden} onClick={() => setOpen(true)} aria-label={`${r.hidden ? 'Restore' : 'Hide'} ${who}`}>
        {r.hidden ? 'Restore' : 'Hide'}
      </Button>
      <ReasonModal
        open={open}
        title={r.hidden ? `Show ${who} again?` : `Hide ${who}?`}
        description={
          r.hidden
            ? `It comes back on the venue page and counts in its rating again. ${r.author_email ? 'The author is told by e-mail.' : ''}`
            : `It leaves the venue page and stops counting in the venue’s rating. ${told}`
        }
        reason={r.hidden ? 'optional' : 'required'}
        reasonHint={r.hidden ? 'Included in the e-mail to the author when given.' : told}
        confirmLabel={r.hidden ? 'Restore' : 'Hide'}
        danger={!r.hidden}
        onCancel={() => setOpen(false)}
        onConfirm={run}
      />
    </>
  );
}
