import { useEffect, useRef, useState } from 'react';
import { Checkbox, Input, Select, Space } from 'antd';
import type { AnnouncementTarget, TargetDevice } from '@venues/contracts';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { DEVICE_OPTIONS, TARGET_OPTIONS } from '../lib/labels';
import { LIST_SORTS, SORT_LABELS, type ListSort, type ListState } from '../lib/listQuery';

const SORT_OPTIONS = LIST_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

export interface ListToolbarProps {
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
}

/** Search (debounced), sort and filters of the announcements list. */
export function ListToolbar({ state, onChange }: ListToolbarProps) {
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

  // The router applies URL changes in a transition; a local copy lets the box tick at once.
  const [activeOnly, setActiveOnly] = useState(state.activeOnly);
  useEffect(() => setActiveOnly(state.activeOnly), [state.activeOnly]);

  return (
    <Space wrap size={[12, 12]} style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label="Search announcements"
        placeholder="Search title or text"
        allowClear
        value={text}
        onChange={(e) => {
          typedAt.current = window.location.pathname;
          setText(e.target.value);
        }}
        // Enter searches at once instead of waiting for the debounce.
        onSearch={(value) => onChange({ search: value })}
        style={{ width: 260 }}
      />
      <Select<ListSort>
        aria-label="Sort"
        value={state.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => onChange({ sort })}
        style={{ width: 150 }}
      />
      <Select<AnnouncementTarget[]>
        aria-label="Audience"
        mode="multiple"
        allowClear
        placeholder="Any audience"
        value={state.target}
        options={TARGET_OPTIONS}
        onChange={(target) => onChange({ target })}
        style={{ minWidth: 200 }}
      />
      <Select<TargetDevice[]>
        aria-label="Device"
        mode="multiple"
        allowClear
        placeholder="Any device"
        value={state.targetDevice}
        options={DEVICE_OPTIONS}
        onChange={(targetDevice) => onChange({ targetDevice })}
        style={{ minWidth: 180 }}
      />
      <Checkbox
        checked={activeOnly}
        onChange={(e) => {
          setActiveOnly(e.target.checked);
          onChange({ activeOnly: e.target.checked });
        }}
      >
        Active only
      </Checkbox>
    </Space>
  );
}
