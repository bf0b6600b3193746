import { useEffect, useId, useRef, useState } from 'react';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { AnnouncementTarget, TargetDevice } from '@venues/contracts';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { DEVICE_OPTIONS, TARGET_OPTIONS } from '../lib/labels';
import { LIST_SORTS, SORT_LABELS, type ListSort, type ListState } from '../lib/listQuery';

export interface ListToolbarProps {
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
}

/**
 * What a control shows: the URL's value, changed at once on input. The router applies URL changes
 * in a transition, so a control bound to the URL alone would flick back until it lands.
 */
function useShown<T>(value: T): [T, (next: T) => void] {
  const [shown, setShown] = useState(value);
  const key = JSON.stringify(value);
  // Compared by content: the URL gives a new array on every render.
  useEffect(() => setShown(JSON.parse(key) as T), [key]);
  return [shown, setShown];
}

/** A filter of several values as antd's Checkbox.Group: none ticked means any. */
function CheckGroup<T extends string>({ legend, options, value, onChange }: { legend: string; options: { value: T; label: string }[]; value: T[]; onChange: (next: T[]) => void }) {
  return (
    <fieldset className="ann-checks">
      <legend>{legend}</legend>
      <Checkbox.Group<T>
        options={options}
        value={value}
        // Kept in the options' order, so equal filters give equal URLs.
        onChange={(next) => onChange(options.map((x) => x.value).filter((v) => next.includes(v)))}
      />
    </fieldset>
  );
}

/** Search (debounced), sort and filters of the announcements list. */
export function ListToolbar({ state, onChange }: ListToolbarProps) {
  const id = useId();
  const [text, setText] = useState(state.search);
  const debounced = useDebouncedValue(text, 350);

  // The latest props, so the debounce effect fires on typing only, not on every URL change.
  const latest = useRef({ state, onChange });
  latest.current = { state, onChange };

  // Where the user typed. Router navigations run in a transition that keeps this page mounted while
  // the next page loads, so a row opened during the debounce must not be pulled back to the list.
  const typedAt = useRef(window.location.pathname);
  useEffect(() => {
    if (window.location.pathname !== typedAt.current) return;
    if (debounced.trim() !== latest.current.state.search) latest.current.onChange({ search: debounced });
  }, [debounced]);

  // Back/forward or a shared link changed the search: show it in the box.
  useEffect(() => {
    setText((current) => (current.trim() === state.search ? current : state.search));
  }, [state.search]);

  const [sort, setSort] = useShown(state.sort);
  const [target, setTarget] = useShown(state.target);
  const [targetDevice, setTargetDevice] = useShown(state.targetDevice);
  const [activeOnly, setActiveOnly] = useShown(state.activeOnly);

  return (
    <div className="adm-toolbar ann-toolbar" role="search" aria-label="Filter announcements">
      <div className="adm-field">
        <label htmlFor={`${id}-search`}>Search</label>
        <Input
          id={`${id}-search`}
          type="search"
          allowClear
          style={{ width: 260, maxWidth: '100%' }}
          placeholder="Search title or text"
          value={text}
          onChange={(e) => {
            typedAt.current = window.location.pathname;
            setText(e.target.value);
          }}
          // Enter searches at once instead of waiting for the debounce.
          onKeyDown={(e) => {
            if (e.key === 'Enter') onChange({ search: e.currentTarget.value });
          }}
        />
      </div>
      <div className="adm-field">
        <label htmlFor={`${id}-sort`}>Sort</label>
        <Select<ListSort>
          id={`${id}-sort`}
          value={sort}
          style={{ minWidth: 180 }}
          popupMatchSelectWidth={false}
          options={LIST_SORTS.map((v) => ({ value: v, label: SORT_LABELS[v] }))}
          onChange={(next) => {
            setSort(next);
            onChange({ sort: next });
          }}
        />
      </div>
      <CheckGroup<AnnouncementTarget>
        legend="Audience"
        options={TARGET_OPTIONS}
        value={target}
        onChange={(next) => {
          setTarget(next);
          onChange({ target: next });
        }}
      />
      <CheckGroup<TargetDevice>
        legend="Device"
        options={DEVICE_OPTIONS}
        value={targetDevice}
        onChange={(next) => {
          setTargetDevice(next);
          onChange({ targetDevice: next });
        }}
      />
      <Checkbox
        className="ann-active-only"
        checked={activeOnly}
        onChange={(e) => {
          setActiveOnly(e.target.checked);
          onChange({ activeOnly: e.target.checked });
        }}
      >
        Active only
      </Checkbox>
    </div>
  );
}
