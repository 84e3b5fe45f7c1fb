import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from '../src/components/reduced-motion.ts';

/** A system setting the test can change, as `matchMedia` reports it. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list;
  });
  return {
    change(next: boolean) {
      reduce = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('reduced motion', () => {
  it('follows the system setting, also when it changes, and stops listening when unmounted', () => {
    const setting = systemSetting(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.change(true));
    expect(result.current).toBe(true);
    unmount();
    expect(setting.listeners.size).toBe(0);
  });
});
