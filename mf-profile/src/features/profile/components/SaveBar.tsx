import { Button, Flex, Typography } from 'antd';

/** The save button of a section, with "Saved" read out after success. */
export function SaveBar({ busy, saved, label = 'Save changes', disabled }: { busy: boolean; saved: boolean; label?: string; disabled?: boolean }) {
  return (
    <Flex align="center" gap={12} wrap>
      <Button type="primary" htmlType="submit" loading={busy} disabled={busy || disabled}>
        {label}
      </Button>
      <span role="status" aria-live="polite">
        {saved && !busy && <Typography.Text type="success">Saved</Typography.Text>}
      </span>
    </Flex>
  );
}
