import { catalogue, routePath, titleKey } from '@trace/contract/catalogue';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useAppStore } from '../stores/app-store.ts';
import { useTagsViewStore } from '../stores/tags-view-store.ts';
import { currentHandle } from './route-handle.ts';

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

/** The fixed tags (the home page) first, then a tag for each page visited; the mobile drawer closes on navigation. */
export function useTrackVisits() {
  const { pathname, search } = useLocation();
  const handle = currentHandle(useMatches());
  useEffect(() => {
    for (const entry of catalogue.filter((e) => e.affix)) {
      const path = routePath(entry.key);
      useTagsViewStore.getState().add({ path, fullPath: path, titleKey: titleKey(entry.key), affix: true, noCache: entry.noCache });
    }
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
