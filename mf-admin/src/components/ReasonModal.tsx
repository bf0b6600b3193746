import { useId, useRef, useState, type ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { ADMIN_LIMITS } from '@venues/contracts';
import { Modal } from '@venues/ui';

export interface ReasonModalProps {
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
  /** Runs the action; answers the message to show when it was refused (the modal stays open). */
  onConfirm: (reason: string) => Promise<string | void>;
}

/**
 * The confirmation of an administrator's action (antd Modal), with a reason when one is given to the
 * people concerned. The reason is checked as the server checks it (required, at most
 * ADMIN_LIMITS.reason). The focus returns to the opener when it closes.
 */
export function ReasonModal({ open, title, description, reason, reasonLabel = 'Reason', reasonHint, confirmLabel, danger, onCancel, onConfirm }: ReasonModalProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  const box = useRef<TextAreaRef>(null);
  // Each opening starts with an empty reason and no message (the modal stays mounted while closed,
  // so antd gives the focus back to the button that opened it).
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setText('');
      setFieldError(null);
      setRefused(null);
    }
  }

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
      okText={confirmLabel}
      cancelText="Cancel"
      okButtonProps={{ danger, loading: busy }}
      // Without a reason box the cancel button has the first focus, so Enter does not confirm by accident.
      cancelButtonProps={{ disabled: busy, autoFocus: !reason }}
      closable={!busy}
      mask={{ closable: false }}
      keyboard={!busy}
      destroyOnHidden
      // The modal takes the focus itself once open (autoFocus on the box comes too early): then the reason box gets it.
      afterOpenChange={(opened) => {
        if (opened) box.current?.focus();
      }}
      onOk={() => void confirm()}
      onCancel={() => {
        if (!busy) onCancel();
      }}
    >
      {description && <div style={{ marginBottom: reason || refused ? 12 : 0 }}>{description}</div>}
      {reason && (
        <Form layout="vertical" component={false}>
          <Form.Item
            label={reason === 'optional' ? `${reasonLabel} (optional)` : reasonLabel}
            htmlFor={`${id}-reason`}
            validateStatus={fieldError ? 'error' : undefined}
            help={
              fieldError || reasonHint ? (
                <>
                  {fieldError && <div id={`${id}-error`}>{fieldError}</div>}
                  {reasonHint && <div id={`${id}-hint`}>{reasonHint}</div>}
                </>
              ) : undefined
            }
          >
            <Input.TextArea
              id={`${id}-reason`}
              ref={box}
              rows={4}
              maxLength={ADMIN_LIMITS.reason}
              value={text}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => setText(e.target.value)}
            />
          </Form.Item>
        </Form>
      )}
      {refused && <Alert type="error" showIcon role="alert" title={refused} />}
    </Modal>
  );
}
