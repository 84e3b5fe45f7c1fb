/**
 * Toasts without antd, for the sign-in page (which is sent without antd) and for a message that
 * must outlive the console's antd App (the console is left for sign-in right after it): plain
 * DOM nodes that look like antd's message, kept outside React so a change of page keeps them.
 */
export type ToastKind = 'error' | 'success' | 'warning';

const ICONS: Record<ToastKind, string> = {
  // antd's CloseCircleFilled, CheckCircleFilled and ExclamationCircleFilled.
  error:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z',
  success:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z',
  warning:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
};

let holder: HTMLElement | null = null;
const shown = new Map<string, { node: HTMLElement; timer: ReturnType<typeof setTimeout> }>();

function container(): HTMLElement {
  if (holder?.isConnected) return holder;
  holder = document.createElement('div');
  holder.className = 'plain-toasts';
  document.body.append(holder);
  return holder;
}

/** Shows `text` for `seconds`; the same text again restarts its time instead of stacking a copy. */
export function plainToast(kind: ToastKind, text: string, seconds = 3): void {
  const existing = shown.get(text);
  if (existing) {
    clearTimeout(existing.timer);
    existing.timer = setTimeout(() => dismiss(text), seconds * 1000);
    return;
  }
  const node = document.createElement('div');
  node.className = `plain-toast plain-toast-${kind}`;
  // An error interrupts (role alert); other outcomes are announced politely.
  node.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '64 64 896 896');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICONS[kind]);
  svg.append(path);
  const label = document.createElement('span');
  label.textContent = text;
  node.append(svg, label);
  container().append(node);
  shown.set(text, { node, timer: setTimeout(() => dismiss(text), seconds * 1000) });
}

function dismiss(text: string): void {
  shown.get(text)?.node.remove();
  shown.delete(text);
}
