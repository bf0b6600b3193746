import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import AntPagination from 'antd/es/pagination';
import AntSkeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import type { FieldA11y } from '@venues/ui';
import { Modal } from '@venues/ui';

/**
 * A link drawn as an antd Button: a real <a href> (open in a new tab works), navigated client-side
 * on a plain click.
 */
export function LinkButton({ to, state, primary, large, small, danger, icon, ariaLabel, children }: { to: string; state?: unknown; primary?: boolean; large?: boolean; small?: boolean; danger?: boolean; icon?: ReactNode; ariaLabel?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to, { state });
  };
  return (
    <Button href={to} onClick={onClick} aria-label={ariaLabel} type={primary ? 'primary' : 'default'} size={large ? 'large' : small ? 'small' : 'middle'} danger={danger} icon={icon}>
      {children}
    </Button>
  );
}

/** antd's Skeleton while a list or a page loads, announced by its label. */
export function Skeleton({ rows, label = 'Loading' }: { rows: number; label?: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <AntSkeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

/**
 * One labelled field (antd Form.Item) for a control that is not bound with FormField: the label
 * points at the input, the error (schema's or server's) replaces the hint, tied by aria-describedby.
 */
export function Field({ id, label, hint, error, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; children: (a11y: FieldA11y) => ReactNode }) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : hint ? <span id={`${id}-hint`}>{hint}</span> : undefined}
    >
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
    </Form.Item>
  );
}

/** The submit button of a form: antd's primary Button, spinning while the form is sent. */
export function SubmitButton({ busy, wide = true, disabled, children }: { busy: boolean; wide?: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="primary" htmlType="submit" loading={busy} disabled={disabled} block={wide} size="large">
      {children}
    </Button>
  );
}

export interface ConfirmDialogProps {
  /** Open unless false: keep it rendered with open={false} to close, so the focus returns to the opener. */
  open?: boolean;
  title: string;
  children?: ReactNode;
  okText: string;
  cancelText: string;
  danger?: boolean;
  busy?: boolean;
  onOk: () => void;
  onCancel: () => void;
}

/**
 * A confirmation: antd's Modal, open while rendered (the caller renders it to ask, stops rendering
 * it to close it). The focus goes back to the opener when it closes.
 */
export function ConfirmDialog({ open = true, title, children, okText, cancelText, danger, busy, onOk, onCancel }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      closable={!busy}
      mask={{ closable: !busy }}
      keyboard={!busy}
      destroyOnHidden
      // Cancel has the first focus, so Enter does not confirm by accident. The modal focuses itself once
      // open (a button's autoFocus comes too early), so Cancel takes it then.
      afterOpenChange={(opened) => {
        if (opened) cancel.current?.focus();
      }}
      onCancel={onCancel}
      footer={
        <>
          <Button ref={cancel} disabled={busy} onClick={onCancel}>
            {cancelText}
          </Button>
          <Button type="primary" danger={danger} loading={busy} onClick={onOk}>
            {okText}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

/**
 * antd's Pagination for a list paged by address: each page is a link (`hrefFor`), so the back button
 * returns to the same page. Nothing when everything fits on one page.
 */
export function Pagination({ page, total, limit, hrefFor, label = 'Pages' }: { page: number; total: number; limit: number; hrefFor: (page: number) => string; label?: string }) {
  const navigate = useNavigate();
  if (total <= limit) return null;
  return (
    <nav aria-label={label} style={{ marginTop: 16, display: 'flex', justifyContent: 'flex-end' }}>
      <AntPagination current={page} total={total} pageSize={limit} showSizeChanger={false} onChange={(p) => navigate(hrefFor(p))} />
    </nav>
  );
}

/**
 * antd Tabs whose tabs are addresses (the view is in the URL, so back returns to it): choosing a tab
 * goes to its address. The content is drawn by the page under the tabs.
 */
export function RouteTabs({ label, activeKey, items }: { label: string; activeKey: string; items: { key: string; label: ReactNode; href: string }[] }) {
  const navigate = useNavigate();
  return (
    <nav aria-label={label}>
      <Tabs activeKey={activeKey} items={items.map(({ key, label: l }) => ({ key, label: l }))} onChange={(key) => navigate(items.find((i) => i.key === key)?.href ?? '')} />
    </nav>
  );
}
