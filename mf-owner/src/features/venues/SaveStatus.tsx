import Typography from 'antd/es/typography';
import type { SaveState } from './useAutosave';

/** "Saving…", "All changes saved" or what went wrong, announced politely to screen readers. */
export function SaveStatus({ state }: { state: SaveState }) {
  const text =
    state.status === 'saving' ? 'Saving…' : state.status === 'saved' ? 'All changes saved' : state.status === 'error' ? state.message : 'Changes are saved as you type';
  return (
    <Typography.Paragraph role="status" className="own-save-status" type={state.status === 'error' ? 'danger' : 'secondary'}>
      {text}
    </Typography.Paragraph>
  );
}
