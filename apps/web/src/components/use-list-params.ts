import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state (page, size, sort, filters) kept in the URL, so reload and a shared link show the
 * same view. Each change is a history entry, so the browser's Back undoes a sort, a page or a
 * search instead of leaving the page. Values are strings; empty ones are dropped from the URL.
 */
export function useListParams(defaults: Record<string, string>, keep: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => ({ ...defaults, ...Object.fromEntries(params.entries()) }), [params, defaults]);
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
  const kept = keep.join(',');
  const reset = useCallback(
    () => setParams((current) => new URLSearchParams([...current].filter(([key]) => kept.split(',').includes(key)))),
    [setParams, kept],
  );
  return { values, update, reset };
}
