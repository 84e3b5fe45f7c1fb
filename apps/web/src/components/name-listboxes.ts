import { watchElements } from './watch-elements.ts';

/**
 * antd's Select renders its options in a `role="listbox"` (`<input id>_list`) that carries no name,
 * so every opened picker is a serious WCAG finding (aria-input-field-name). The listbox is named
 * after its picker: the input's own `aria-label`, else the text of the form label tied to it.
 * One observer for the whole console instead of a prop on every Select of every page.
 */
const UNNAMED = '[role="listbox"][id$="_list"]:not([aria-label]):not([aria-labelledby])';

function nameOf(listbox: Element): string | null {
  const inputId = listbox.id.slice(0, -'_list'.length);
  const input = inputId ? document.getElementById(inputId) : null;
  const own = input?.getAttribute('aria-label');
  if (own) return own;
  const label = inputId ? document.querySelector(`label[for="${CSS.escape(inputId)}"]`) : null;
  return label?.textContent?.trim() || input?.closest('.ant-select')?.querySelector('.ant-select-placeholder')?.textContent?.trim() || null;
}

/** Starts naming listboxes as pickers open; once per page load. */
export function nameListboxes(root: Node = document.body) {
  watchElements(
    UNNAMED,
    (listbox) => {
      const name = nameOf(listbox);
      if (name) listbox.setAttribute('aria-label', name);
    },
    root,
  );
}
