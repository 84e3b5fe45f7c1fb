import { Activity, type ReactNode, useRef } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import { useTagsViewStore } from '../stores/tags-view-store.ts';
import { PageErrorBoundary } from './error-log.tsx';
import { currentHandle } from './route-handle.ts';

/**
 * The page area. Pages with a tag keep their state while you visit others (kept by path, at any
 * depth); noCache pages start afresh each time; a closed or refreshed tag drops its page.
 */
export function AppMain() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const handle = currentHandle(useMatches());
  const cached = useTagsViewStore((s) => s.cached);
  const kept = useRef(new Map<string, ReactNode>()).current;

  for (const path of [...kept.keys()]) if (path !== pathname && !cached.includes(path)) kept.delete(path);
  const keepCurrent = Boolean(handle.titleKey) && !handle.noCache && !handle.transient && !handle.noTag;
  if (keepCurrent && !kept.has(pathname)) kept.set(pathname, outlet);

  return (
    <>
      {[...kept].map(([path, page]) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
          <PageErrorBoundary>{page}</PageErrorBoundary>
        </Activity>
      ))}
      {keepCurrent ? null : <PageErrorBoundary key={pathname}>{outlet}</PageErrorBoundary>}
    </>
  );
}
