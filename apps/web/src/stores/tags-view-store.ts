import { create } from 'zustand';
import { addView, closeAll, closeOthers, closeView, type TagsState, uncache, type View } from './tag-ops.ts';

type TagsStore = TagsState & {
  /** Pages (by path) holding input that is not saved yet. */
  unsaved: string[];
  markUnsaved(path: string, unsaved: boolean): void;
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
  // A page that is no longer kept has lost its input: it is unsaved no more.
  const apply = (next: TagsState) => {
    set({ ...next, unsaved: get().unsaved.filter((path) => next.cached.includes(path)) });
    return next;
  };
  return {
    visited: [],
    cached: [],
    unsaved: [],
    markUnsaved: (path, unsaved) => {
      const others = get().unsaved.filter((p) => p !== path);
      set({ unsaved: unsaved ? [...others, path] : others });
    },
    add: (view) => apply(addView(get(), view)),
    close: (path) => apply(closeView(get(), path)),
    closeOthers: (path) => apply(closeOthers(get(), path)),
    closeAll: () => apply(closeAll(get())),
    uncache: (path) => apply(uncache(get(), path)),
    uncacheAll: () => set({ cached: [], unsaved: [] }),
    reset: () => set({ visited: [], cached: [], unsaved: [] }),
  };
});
