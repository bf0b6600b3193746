import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface SearchState {
  /** A query value, '' when absent. */
  get: (name: string) => string;
  /** Sets values ('' removes one); any change other than the page goes back to page 1. */
  set: (next: Record<string, string>) => void;
  page: number;
}

/** Filters and page of a list, kept in the URL query (shareable, back/forward work). */
export function useSearchState(): SearchState {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const set = useCallback(
    (next: Record<string, string>) => {
      const merged = new URLSearchParams(query);
      for (const [k, v] of Object.entries(next)) {
        if (v) merged.set(k, v);
        else merged.delete(k);
      }
      if (!('page' in next)) merged.delete('page');
      if (merged.toString() !== query) setParams(merged);
    },
    [query, setParams],
  );
  return { get: (name) => params.get(name) ?? '', set, page: Math.max(1, Number(params.get('page')) || 1) };
}
