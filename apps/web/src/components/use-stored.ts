import { useState } from 'react';

/** A choice of a page kept in this browser (a panel folded, a view picked), read back on the next visit. */
export function useStored<T extends string | boolean>(key: string, fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const saved = localStorage.getItem(key);
    return saved === null ? fallback : (JSON.parse(saved) as T);
  });
  return [
    value,
    (next: T) => {
      setValue(next);
      localStorage.setItem(key, JSON.stringify(next));
    },
  ];
}
