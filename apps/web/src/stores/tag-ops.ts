import { HOME_PAGE, routePath } from '@trace/contract/catalogue';

/** A visited page as a tag: one per path; `fullPath` follows the latest query. */
export type View = {
  path: string;
  fullPath: string;
  titleKey: string;
  affix?: boolean;
  noCache?: boolean;
};

export type TagsState = { visited: View[]; cached: string[] };

export function addView(state: TagsState, view: View): TagsState {
  const existing = state.visited.find((v) => v.path === view.path);
  const visited = existing
    ? state.visited.map((v) => (v.path === view.path ? { ...v, fullPath: view.fullPath } : v))
    : [...state.visited, view];
  const cached = view.noCache || state.cached.includes(view.path) ? state.cached : [...state.cached, view.path];
  return { visited, cached };
}

export function closeView(state: TagsState, path: string): TagsState {
  const view = state.visited.find((v) => v.path === path);
  if (!view || view.affix) return state;
  return { visited: state.visited.filter((v) => v.path !== path), cached: state.cached.filter((p) => p !== path) };
}

/** Keeps the fixed tags and `path`, with their caches (the original dropped the fixed ones' caches). */
export function closeOthers(state: TagsState, path: string): TagsState {
  const visited = state.visited.filter((v) => v.affix || v.path === path);
  const kept = new Set(visited.map((v) => v.path));
  return { visited, cached: state.cached.filter((p) => kept.has(p)) };
}

export function closeAll(state: TagsState): TagsState {
  const visited = state.visited.filter((v) => v.affix);
  const kept = new Set(visited.map((v) => v.path));
  return { visited, cached: state.cached.filter((p) => kept.has(p)) };
}

export function uncache(state: TagsState, path: string): TagsState {
  return { ...state, cached: state.cached.filter((p) => p !== path) };
}

/**
 * Where to go after the current page's tag is gone: the last remaining tag, or home. Returns
 * null when the current page is still open.
 */
export function nextLocation(after: TagsState, currentPath: string): string | null {
  if (after.visited.some((v) => v.path === currentPath)) return null;
  const last = after.visited.at(-1);
  if (last) return last.fullPath;
  // Nothing left: back home, reloading it when home itself was closed.
  const home = routePath(HOME_PAGE);
  return currentPath === home ? `/redirect${home}` : '/';
}
