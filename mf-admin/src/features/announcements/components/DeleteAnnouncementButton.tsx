import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { announcementsApi, toApiError } from '@venues/api-client';
import { ui } from '@venues/session';

export interface DeleteAnnouncementButtonProps {
  id: string;
  title: string;
  onDeleted: () => void;
  /** Icon-only in table rows, labelled on the detail page. */
  compact?: boolean;
}

/** Delete behind a confirmation; the OK button spins while the call runs (Popconfirm awaits the promise). */
export function DeleteAnnouncementButton({ id, title, onDeleted, compact }: DeleteAnnouncementButtonProps) {
  const remove = async () => {
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
    }
  };

  return (
    <Popconfirm
      title="Delete this announcement?"
      description="Users will no longer see it."
      okText="Delete"
      cancelText="Cancel"
      okButtonProps={{ danger: true }}
      onConfirm={remove}
    >
      <Button
        danger
        icon={<DeleteOutlined />}
        aria-label={compact ? `Delete “${title}”` : undefined}
        onClick={(e) => e.stopPropagation()}
      >
        {compact ? null : 'Delete'}
      </Button>
    </Popconfirm>
  );
}
