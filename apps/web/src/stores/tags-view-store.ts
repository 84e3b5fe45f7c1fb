import { create } from 'zustand';
import { addView, closeAll, closeOthers, closeView, type TagsState, uncache, type View } from '../layout/tags-view/tag-ops.ts';

type TagsStore = TagsState & {
  add(view: View): void;
  close(path: string): TagsState;
  closeOthers(path: string): TagsState;
  closeAll(): TagsState;
  uncache(path: string): void;
  uncacheAll(): void;
  reset(): void;
};

/** Visited pages (tags) and the pages kept alive (cache), both by path. */
export const useTagsViewStore = create<TagsStore>((set, get) => {
  const apply = (next: TagsState) => {
    set(next);
    return next;
  };
  return {
    visited: [],
    cached: [],
    add: (view) => apply(addView(get(), view)),
    close: (path) => apply(closeView(get(), path)),
    closeOthers: (path) => apply(closeOthers(get(), path)),
    closeAll: () => apply(closeAll(get())),
    uncache: (path) => apply(uncache(get(), path)),
    uncacheAll: () => set({ cached: [] }),
    reset: () => set({ visited: [], cached: [] }),
  };
});
