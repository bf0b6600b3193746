import { useEffect, useId, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Modal, Typography } from 'antd';
import { ADMIN_LIMITS } from '@venues/contracts';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  /** What happens, and to whom it is said. */
  description?: ReactNode;
  /** Ask for a reason: `required` (reject, suspend, hide) or `optional` (restore). */
  reason?: 'required' | 'optional';
  reasonLabel?: string;
  /** Under the reason box: who reads it. */
  reasonHint?: string;
  confirmLabel: string;
  danger?: boolean;
  onCancel: () => void;
  /** Runs the action; answers the message to show when it was refused (the dialog stays open). */
  onConfirm: (reason: string) => Promise<string | void>;
}

/**
 * The confirmation of an administrator's action, with a reason when one is given to the people
 * concerned. The reason is checked as the server checks it (required, at most ADMIN_LIMITS.reason).
 */
export function ActionDialog({ open, title, description, reason, reasonLabel = 'Reason', reasonHint, confirmLabel, danger, onCancel, onConfirm }: ActionDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setText('');
    setFieldError(null);
    setRefused(null);
  }, [open]);

  const confirm = async () => {
    const value = text.trim();
    if (reason === 'required' && !value) {
      setFieldError(`${reasonLabel} is required`);
      return;
    }
    if (value.length > ADMIN_LIMITS.reason) {
      setFieldError(`${reasonLabel} must be at most ${ADMIN_LIMITS.reason} characters`);
      return;
    }
    setFieldError(null);
    setRefused(null);
    setBusy(true);
    try {
      const message = await onConfirm(value);
      if (message) setRefused(message);
    } finally {
      setBusy(false);
    }
  };

  const describedBy = [fieldError ? `${id}-error` : null, reasonHint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>,
        <Button key="ok" type="primary" danger={danger} loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>,
      ]}
    >
      {description && <div style={{ marginBottom: 12 }}>{description}</div>}
      {reason && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <label htmlFor={`${id}-reason`} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
            {reason === 'optional' ? `${reasonLabel} (optional)` : reasonLabel}
          </label>
          <Input.TextArea
            id={`${id}-reason`}
            autoFocus
            rows={4}
            maxLength={ADMIN_LIMITS.reason}
            value={text}
            status={fieldError ? 'error' : undefined}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setText(e.target.value)}
          />
          {fieldError && (
            <Typography.Text type="danger" id={`${id}-error`} style={{ display: 'block', marginTop: 4 }}>
              {fieldError}
            </Typography.Text>
          )}
          {reasonHint && (
            <Typography.Text type="secondary" id={`${id}-hint`} style={{ display: 'block', marginTop: 4 }}>
              {reasonHint}
            </Typography.Text>
          )}
        </form>
      )}
      {refused && <Alert type="error" showIcon role="alert" title={refused} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
