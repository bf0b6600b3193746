import { useState } from 'react';
import { Select } from 'antd';
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

/** A venue to filter reviews by: typed names are looked up among the venues that have reviews. */
export function VenuePicker({ id, country, value, onChange }: VenuePickerProps) {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), 300);
  const [open, setOpen] = useState(false);
  const found = useData(() => adminApi.ratingsOverview({ country, q, limit: 20 }), [country, q], { skip: !open });
  const options = [
    { value: '', label: 'Every venue' },
    ...(value.id ? [{ value: value.id, label: value.name || value.id }] : []),
    ...(found.data?.data ?? []).filter((r) => r.venue._id !== value.id).map((r) => ({ value: r.venue._id, label: `${r.venue.name} (${r.venue.country.toUpperCase()})` })),
  ];
  return (
    <Select
      id={id}
      value={value.id}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={setOpen}
      loading={found.status === 'loading'}
      notFoundContent={found.status === 'loading' ? 'Looking…' : 'No venue with reviews matches'}
      onChange={(venueId: string) => {
        const picked = options.find((o) => o.value === venueId);
        onChange({ id: venueId, name: venueId ? (picked?.label ?? '') : '' });
        setTyped('');
      }}
      style={{ width: 240 }}
    />
  );
}
