import { useState } from 'react';
import Button from 'antd/es/button';
import { ConfirmDialog } from '../../../components/kit';
import { announcementsApi, toApiError } from '@venues/api-client';
import { ui } from '@venues/session';

export interface DeleteAnnouncementButtonProps {
  id: string;
  title: string;
  onDeleted: () => void;
  /** Small in table rows (its name says which announcement), full-size on the detail page. */
  compact?: boolean;
}

/** Delete behind a confirmation (antd Modal; the focus returns to Delete); its Delete button spins while the call runs. */
export function DeleteAnnouncementButton({ id, title, onDeleted, compact }: DeleteAnnouncementButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await announcementsApi.remove(id);
      ui.showSnackbar('Announcement deleted', 'success');
      onDeleted();
    } catch (e) {
      const error = toApiError(e);
      const message =
        error.code === 'NOT_FOUND'
          ? 'This announcement was already deleted.'
          : error.code === 'FORBIDDEN'
            ? 'You do not have permission to delete announcements.'
            : `The announcement was not deleted: ${error.message} Try again.`;
      ui.showSnackbar(message, 'error');
      if (error.code === 'NOT_FOUND') onDeleted();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button danger size={compact ? 'small' : 'middle'} aria-label={compact ? `Delete “${title}”` : undefined} onClick={() => setAsking(true)}>
        Delete
      </Button>
      <ConfirmDialog open={asking} title="Delete this announcement?" okText="Delete" cancelText="Cancel" danger busy={busy} onOk={() => void remove()} onCancel={() => setAsking(false)}>
        Users will no longer see “{title}”.
      </ConfirmDialog>
    </>
  );
}
