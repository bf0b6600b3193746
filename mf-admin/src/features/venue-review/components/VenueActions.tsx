import { useState } from 'react';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { ADMIN_VENUE_ACTION_PERMISSION, ADMIN_VENUE_ACTIONS, adminCan, type AdminVenueAction, type AdminVenueReview } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { session } from '@venues/session';
import { observer } from 'mobx-react-lite';
import { ReasonModal } from '../../../components/ReasonModal';
import { actionMessage } from '../../../lib/errors';
import { ACTION_COPY } from '../lib/labels';

export interface VenueActionsProps {
  id: string;
  review: AdminVenueReview;
  /** After a step: the answer (reload when the server answers nothing usable) and what to say. */
  onDone: (action: AdminVenueAction, message: string) => void;
}

/**
 * The buttons of the steps the server lists in `actions` (and this role may take), each behind its
 * confirmation; reject and suspend need a reason (the owner is e-mailed it). A refused step (409: the
 * venue moved on meanwhile) is said in the dialog. (antd).
 */
export const VenueActions = observer(function VenueActions({ id, review, onDone }: VenueActionsProps) {
  const [open, setOpen] = useState<AdminVenueAction | null>(null);
  const name = review.venue.name;
  const allowed = ADMIN_VENUE_ACTIONS.filter((a) => review.actions.includes(a) && adminCan(session.roles, ADMIN_VENUE_ACTION_PERMISSION[a]));
  // The last step asked stays drawn while its modal closes (the focus returns to its button).
  const [last, setLast] = useState<AdminVenueAction>('approve');
  const copy = ACTION_COPY[open ?? last];

  const run = async (reason: string) => {
    if (!open) return;
    try {
      if (open === 'reject' || open === 'suspend') await adminApi.venueAction(id, open, { reason });
      else if (open === 'restore') await adminApi.venueAction(id, open, reason ? { reason } : {});
      else await adminApi.venueAction(id, open);
    } catch (e) {
      return actionMessage(e, `${name} was not changed`);
    }
    const done = ACTION_COPY[open].done(name);
    const action = open;
    setOpen(null);
    onDone(action, done);
  };

  if (allowed.length === 0) {
    return (
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {review.actions.length === 0 ? 'Nothing to decide in this status.' : 'Nothing your role may decide in this status: suspending, restoring and removing are for full administrators.'}
      </Typography.Paragraph>
    );
  }
  return (
    <Flex wrap gap={8} role="group" aria-label="Review actions">
      {allowed.map((a) => (
        <Button
          key={a}
          type={a === 'approve' ? 'primary' : 'default'}
          danger={a !== 'approve' && ACTION_COPY[a].danger}
          onClick={() => {
            setLast(a);
            setOpen(a);
          }}
        >
          {ACTION_COPY[a].label}
        </Button>
      ))}
      <ReasonModal
        open={open !== null}
        title={copy.title(name)}
        description={copy.description}
        reason={copy.reason}
        reasonHint={copy.reasonHint}
        confirmLabel={copy.label}
        danger={copy.danger}
        onCancel={() => setOpen(null)}
        onConfirm={run}
      />
    </Flex>
  );
});
