import type { ReactNode } from 'react';
import { Modal } from '@venues/ui';

/**
 * Asks before a step (antd Modal): the title, what happens, the step's own words on the OK button.
 * Focus returns to the opener when it closes (focusTriggerAfterClose stays true).
 */
export function ConfirmModal({
  open,
  title,
  okText,
  cancelText,
  danger,
  busy,
  onOk,
  onCancel,
  children,
}: {
  open: boolean;
  title: ReactNode;
  okText: string;
  cancelText: string;
  danger?: boolean;
  busy?: boolean;
  onOk: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open={open} title={title} okText={okText} cancelText={cancelText} okButtonProps={{ danger }} confirmLoading={busy} onOk={onOk} onCancel={onCancel} destroyOnHidden>
      <p style={{ margin: 0 }}>{children}</p>
    </Modal>
  );
}
