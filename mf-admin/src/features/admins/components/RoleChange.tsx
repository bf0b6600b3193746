import { useRef, useState, type FormEvent } from 'react';
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRole } from '@venues/contracts';

export interface RoleChangeProps {
  /** The person's name, in the controls' accessible names. */
  name: string;
  role: AdminRole;
  /** This person's change is being saved. */
  saving: boolean;
  /** Another person's change is being saved. */
  disabled: boolean;
  /** Saves the role; answers whether it was saved. */
  onChange: (role: AdminRole) => Promise<boolean>;
}

/**
 * Another administrator's role: a native select and a "Change role" button. The button, not the
 * select, saves: on Windows the arrow keys change a closed select's value at each press, which would
 * send a change for every role passed on the way.
 */
export function RoleChange({ name, role, saving, disabled, onChange }: RoleChangeProps) {
  const [draft, setDraft] = useState<AdminRole>(role);
  const [shown, setShown] = useState(role);
  const select = useRef<HTMLSelectElement>(null);
  // A saved role (or a list reloaded) shows as chosen.
  if (shown !== role) {
    setShown(role);
    setDraft(role);
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // A refused change puts the select back on the role the person still has.
    if (!(await onChange(draft))) setDraft(role);
    // The button goes with the change: the focus goes back to the select, not to the page's start.
    select.current?.focus();
  };
  return (
    <form className="adm-actions" style={{ alignItems: 'center' }} onSubmit={(e) => void submit(e)}>
      <select ref={select} className="ui-select" aria-label={`Role of ${name}`} value={draft} disabled={disabled} onChange={(e) => setDraft(e.target.value as AdminRole)}>
        {ADMIN_ROLES.map((r) => (
          <option key={r} value={r}>
            {ADMIN_ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      {(draft !== role || saving) && (
        <button type="submit" className="ui-button ui-button--primary ui-button--small" disabled={disabled || saving} aria-busy={saving || undefined}>
          {saving && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
          Change role<span className="ui-visually-hidden"> of {name}</span>
        </button>
      )}
    </form>
  );
}
