import { lazy, Suspense } from 'react';

// antd's Result carries all three of its illustrations (~30 kB): loaded when a page is missing, not with the first chunk.
const NotFoundResult = lazy(() => import('./not-found-result.tsx'));

/** Rendered in place: the unknown address stays in the address bar. */
export function NotFoundPage() {
  return (
    <Suspense>
      <NotFoundResult />
    </Suspense>
  );
}
