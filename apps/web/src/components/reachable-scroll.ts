import { watchElements } from './watch-elements.ts';

/**
 * A table wider than its card scrolls sideways in antd's `.ant-table-content` (or `.ant-table-body`
 * with a fixed header). When no row holds a link or button — an empty list, a read-only query — a
 * keyboard cannot reach that region to scroll it (axe: scrollable-region-focusable). Each such
 * region joins the tab order. One observer for the whole console instead of a prop on every table.
 */
const REGION = '.ant-table-content, .ant-table-body';

function scrolls(element: Element): boolean {
  const overflow = getComputedStyle(element).overflowX;
  return overflow === 'auto' || overflow === 'scroll';
}

/** Starts making table scroll regions reachable as tables render; once per page load. */
export function keepScrollRegionsReachable(root: Node = document.body) {
  watchElements(
    REGION,
    (region) => {
      if (!region.hasAttribute('tabindex') && scrolls(region)) region.setAttribute('tabindex', '0');
    },
    root,
  );
}
