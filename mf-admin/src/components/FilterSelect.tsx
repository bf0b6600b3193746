import Select from 'antd/es/select';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One filter of a list chosen with antd's Select, under its visible label (tied by id to the
 * Select's combobox). '' is "any" and is one of the options.
 */
export function FilterSelect({ id, label, value, options, onChange, invalid, describedBy, minWidth = 180 }: { id: string; label: string; value: string; options: FilterOption[]; onChange: (v: string) => void; invalid?: boolean; describedBy?: string; minWidth?: number }) {
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        value={value}
        options={options}
        onChange={(v: string) => onChange(v)}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        style={{ minWidth }}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
