import type { UIMatch } from 'react-router';

/** What each route tells the shell: title, tag behaviour, sidebar highlight, catalogue key. */
export type RouteHandle = {
  titleKey?: string;
  /** Catalogue key of the page (breadcrumb chain); absent on pages outside the catalogue. */
  key?: string;
  affix?: boolean;
  noCache?: boolean;
  /** Sidebar item to highlight instead of this (hidden) page. */
  activeMenu?: string;
  /** Not a page of its own: no tag, no title change (the refresh route). */
  transient?: boolean;
  /** Titled but never given a tag (the not-found page). */
  noTag?: boolean;
};

export function currentHandle(matches: UIMatch[]): RouteHandle {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.titleKey || handle?.transient) return handle;
  }
  return {};
}
