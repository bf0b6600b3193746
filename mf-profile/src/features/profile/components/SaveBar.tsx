import Button from 'antd/es/button';
import Space from 'antd/es/space';

/** The save button of a section (antd), with "Saved" read out after success. */
export function SaveBar({ busy, saved, label = 'Save changes', disabled }: { busy: boolean; saved: boolean; label?: string; disabled?: boolean }) {
  return (
    <Space className="pf-savebar" wrap>
      <Button type="primary" htmlType="submit" loading={busy} disabled={disabled} aria-busy={busy || undefined}>
        {label}
      </Button>
      <span role="status" aria-live="polite" className="pf-saved">
        {saved && !busy && 'Saved'}
      </span>
    </Space>
  );
}
