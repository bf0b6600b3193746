import { SubmitButton } from '@venues/mf-kit';

/** The save button of a section, with "Saved" read out after success. Plain (plain.css), for antd and plain forms alike. */
export function SaveBar({ busy, saved, label = 'Save changes', disabled }: { busy: boolean; saved: boolean; label?: string; disabled?: boolean }) {
  return (
    <div className="pf-savebar">
      <SubmitButton busy={busy} wide={false} disabled={disabled}>
        {label}
      </SubmitButton>
      <span role="status" aria-live="polite" className="pf-saved">
        {saved && !busy && 'Saved'}
      </span>
    </div>
  );
}
