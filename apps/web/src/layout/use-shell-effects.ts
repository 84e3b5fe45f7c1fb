import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { currentHandle } from '../app/route-handle.ts';
import { useAppStore } from '../stores/app-store.ts';
import { useTagsViewStore } from '../stores/tags-view-store.ts';

const MOBILE_BELOW = 992;

/** Desktop or mobile by the body's width (under 992 px), re-checked on resize, once per frame. */
export function useResponsiveDevice() {
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (document.hidden) return;
      useAppStore.getState().setDevice(document.body.getBoundingClientRect().width - 1 < MOBILE_BELOW ? 'mobile' : 'desktop');
    };
    const onResize = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      cancelAnimationFrame(frame);
    };
  }, []);
}

/** The fixed home tag first, then a tag for each page visited; the mobile drawer closes on navigation. */
export function useTrackVisits() {
  const { pathname, search } = useLocation();
  const handle = currentHandle(useMatches());
  useEffect(() => {
    useTagsViewStore.getState().add({ path: '/dashboard', fullPath: '/dashboard', titleKey: 'menu.dashboard', affix: true, noCache: true });
  }, []);
  useEffect(() => {
    useAppStore.getState().setDrawer(false);
    if (!handle.titleKey || handle.transient || handle.noTag) return;
    useTagsViewStore.getState().add({
      path: pathname,
      fullPath: pathname + search,
      titleKey: handle.titleKey,
      affix: handle.affix,
      noCache: handle.noCache,
    });
  }, [pathname, search, handle.titleKey, handle.transient, handle.noTag, handle.affix, handle.noCache]);
}
