import { useState } from 'react';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { adminApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';

export interface VenuePickerProps {
  id: string;
  country: string;
  /** The chosen venue's id and name ('' for every venue). */
  value: { id: string; name: string };
  onChange: (venue: { id: string; name: string }) => void;
}

/**
 * A venue to filter reviews by: antd's Select with a server search (typed names are looked up,
 * debounced, among the venues that have reviews). Its label is the page's <label htmlFor={id}>.
 */
export function VenuePicker({ id, country, value, onChange }: VenuePickerProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), 300);
  const found = useData(() => adminApi.ratingsOverview({ country, q, limit: 20 }), [country, q], { skip: !open });
  const matches = (found.data?.data ?? []).filter((r) => r.venue._id !== value.id).map((r) => ({ value: r.venue._id, label: `${r.venue.name} (${r.venue.country.toUpperCase()})` }));
  const options = [{ value: '', label: 'Every venue' }, ...(value.id ? [{ value: value.id, label: value.name || value.id }] : []), ...matches];
  const looking = found.status === 'loading' || typed.trim() !== q;

  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      value={value.id}
      options={options}
      style={{ minWidth: 220 }}
      popupMatchSelectWidth={false}
      placeholder="Every venue"
      onSearch={setTyped}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setTyped('');
      }}
      onChange={(v: string, option) => {
        const label = Array.isArray(option) ? '' : (option?.label ?? '');
        onChange({ id: v, name: v ? String(label) : '' });
      }}
      notFoundContent={looking ? <Spin size="small" /> : 'No venue with reviews matches'}
    />
  );
}
