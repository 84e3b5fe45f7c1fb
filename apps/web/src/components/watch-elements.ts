const started = new Set<string>();

/**
 * Calls `visit` on every element matching `selector` under `root`, now and as elements are added:
 * the console's repairs of antd's markup (named listboxes, reachable scroll regions) run in one place
 * instead of as a prop on every component. Once per selector and page load.
 */
export function watchElements(selector: string, visit: (element: Element) => void, root: Node = document.body) {
  if (started.has(selector) || typeof MutationObserver === 'undefined') return;
  started.add(selector);
  const within = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(selector)) visit(node);
    for (const element of node.querySelectorAll(selector)) visit(element);
  };
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) within(node);
  }).observe(root, { childList: true, subtree: true });
  within(root);
}
