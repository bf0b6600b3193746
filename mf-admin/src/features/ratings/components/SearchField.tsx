import { useEffect, useState } from 'react';
import Input from 'antd/es/input';

/** Words to look for, sent on Enter or "Search" (antd's Input.Search); emptying the box drops the search. */
export function SearchField({ id, label, placeholder, value, onSearch }: { id: string; label: string; placeholder: string; value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // Back/forward or a tab's link changed the search: show it in the box.
  useEffect(() => setText(value), [value]);
  return (
    <div className="adm-field" role="search">
      <label htmlFor={id}>{label}</label>
      <Input.Search
        id={id}
        placeholder={placeholder}
        value={text}
        allowClear
        enterButton="Search"
        style={{ minWidth: 240 }}
        onChange={(e) => {
          setText(e.target.value);
          // The box's clear button (or deleting every letter) drops the search at once.
          if (!e.target.value && value) onSearch('');
        }}
        onSearch={(v) => onSearch(v.trim())}
      />
    </div>
  );
}
