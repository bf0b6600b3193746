import { useRef, useState, type FormEvent } from 'react';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import type { RefSelectProps } from 'antd/es/select';
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
 * Another administrator's role: antd's Select and a "Change role" button. The button, not the
 * select, saves: a role passed on the way with the arrow keys sends no change.
 */
export function RoleChange({ name, role, saving, disabled, onChange }: RoleChangeProps) {
  const [draft, setDraft] = useState<AdminRole>(role);
  const [shown, setShown] = useState(role);
  const select = useRef<RefSelectProps>(null);
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
      <Select<AdminRole>
        ref={select}
        aria-label={`Role of ${name}`}
        value={draft}
        disabled={disabled}
        style={{ minWidth: 200 }}
        popupMatchSelectWidth={false}
        options={ADMIN_ROLES.map((r) => ({ value: r, label: ADMIN_ROLE_LABELS[r] }))}
        onChange={(v) => setDraft(v)}
      />
      {(draft !== role || saving) && (
        <Button type="primary" size="small" htmlType="submit" disabled={disabled} loading={saving}>
          Change role<span className="adm-visually-hidden"> of {name}</span>
        </Button>
      )}
    </form>
  );
}
