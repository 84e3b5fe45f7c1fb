import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state (page, size, sort, filters) kept in the URL, so reload and a shared link show the
 * same view. Each change is a history entry, so the browser's Back undoes a sort, a page or a
 * search instead of leaving the page. Values are strings; empty ones are dropped from the URL.
 */
export function useListParams(defaults: Record<string, string>, keep: readonly string[] = [], own: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  // The page's own parameters (a record shown over the list) are no part of the list's query, nor
  // change it: opening a record neither reads the list again nor resets filters being typed.
  const listed = new URLSearchParams([...params].filter(([key]) => !own.includes(key))).toString();
  const values = useMemo(() => ({ ...defaults, ...Object.fromEntries(new URLSearchParams(listed)) }), [listed, defaults]);
  const update = useCallback(
    (patch: Record<string, string | number | undefined | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );
  // Reset clears the list's state, not the page's own (`keep`, e.g. which tab shows the list).
  const kept = [...keep, ...own].join(',');
  const reset = useCallback(
    () => setParams((current) => new URLSearchParams([...current].filter(([key]) => kept.split(',').includes(key)))),
    [setParams, kept],
  );
  return { values, update, reset };
}
