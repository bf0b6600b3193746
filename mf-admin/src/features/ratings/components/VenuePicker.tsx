import { useEffect, useState, type KeyboardEvent } from 'react';
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

interface Option {
  value: string;
  label: string;
}

/**
 * A venue to filter reviews by: typed names are looked up among the venues that have reviews.
 * antd's searchable Select without antd: a text box with a list of suggestions (the ARIA combobox
 * pattern: arrows move in the list, Enter picks, Escape closes; the focus stays in the box).
 */
export function VenuePicker({ id, country, value, onChange }: VenuePickerProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue((typed ?? '').trim(), 300);
  const found = useData(() => adminApi.ratingsOverview({ country, q, limit: 20 }), [country, q], { skip: !open });
  const matches = (found.data?.data ?? []).filter((r) => r.venue._id !== value.id).map((r) => ({ value: r.venue._id, label: `${r.venue.name} (${r.venue.country.toUpperCase()})` }));
  const options: Option[] = [{ value: '', label: 'Every venue' }, ...(value.id ? [{ value: value.id, label: value.name || value.id }] : []), ...matches];
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  // The list scrolls: keep the option the arrows reached in view (jsdom has no scrollIntoView).
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setTyped(null);
  };
  const pick = (o: Option) => {
    onChange({ id: o.value, name: o.value ? o.label : '' });
    close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // From none (or a closed list): the first option down, the last one up.
      setActive((i) => (open && i >= 0 ? (i + step + options.length) % options.length : step > 0 ? 0 : options.length - 1));
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === 'Escape' && (open || typed !== null)) {
      // Only this list closes: a dialog or page around it keeps its own Escape.
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  };

  const status = found.status === 'loading' ? 'Looking…' : found.data && matches.length === 0 ? 'No venue with reviews matches' : '';
  return (
    <div className="rat-combo">
      <input
        id={id}
        type="text"
        className="ui-input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Every venue"
        value={typed ?? (value.id ? value.name || value.id : '')}
        onChange={(e) => {
          setTyped(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        // Leaving the box without a pick keeps the venue chosen before.
        onBlur={close}
      />
      <div className="rat-combo__popup" hidden={!open}>
        <ul id={listId} role="listbox" aria-label="Venues">
          {open &&
            options.map((o, i) => (
              <li
                key={o.value || 'every'}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                // Picked on mouse down, before the box loses the focus and closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(o);
                }}
              >
                {o.label}
              </li>
            ))}
        </ul>
        <p role="status" className="ui-muted">
          {open ? status : ''}
        </p>
      </div>
    </div>
  );
}
