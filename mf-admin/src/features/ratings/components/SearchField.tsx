import { useEffect, useState } from 'react';

/** Words to look for, sent on Enter or "Search" (antd's Input.Search); emptying the box drops the search. */
export function SearchField({ id, label, placeholder, value, onSearch }: { id: string; label: string; placeholder: string; value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // Back/forward or a tab's link changed the search: show it in the box.
  useEffect(() => setText(value), [value]);
  return (
    <form
      className="adm-field"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id}>{label}</label>
      <span className="rat-search">
        <input
          id={id}
          type="search"
          className="ui-input"
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            // The box's clear button (or deleting every letter) drops the search at once.
            if (!e.target.value && value) onSearch('');
          }}
        />
        <button type="submit" className="ui-button">
          Search
        </button>
      </span>
    </form>
  );
}
