import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListState, toSearchParams, updateListState, type ListState } from '../lib/listQuery';

/** The list state, read from and written to the URL query (each change is a history entry). */
export function useListState(): [ListState, (change: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => parseListState(new URLSearchParams(query)), [query]);
  const update = useCallback(
    (change: Partial<ListState>) => {
      const next = toSearchParams(updateListState(state, change));
      if (next.toString() !== query) setParams(next);
    },
    [state, query, setParams],
  );
  return [state, update];
}
