import { useEffect, useState } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { confirmDialog } from '../api/feedback.ts';
import { i18next } from '../i18n.ts';
import { useTagsViewStore } from '../stores/tags-view-store.ts';

/**
 * Asks before input is lost, and only then. A page kept under its tag keeps its input while
 * other pages are visited, so going elsewhere asks only for a page that is not kept; closing or
 * refreshing its tag asks (`confirmDiscard`), and so does leaving the console.
 */
export function useUnsavedGuard(dirty: boolean) {
  // A kept page stays mounted while another is shown: its own path is the one it opened on.
  const [ownPath] = useState(useLocation().pathname);
  const kept = useTagsViewStore((s) => s.cached.includes(ownPath));
  useEffect(() => useTagsViewStore.getState().markUnsaved(ownPath, dirty), [ownPath, dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !kept && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    askToLeave(
      () => {
        useTagsViewStore.getState().markUnsaved(ownPath, false);
        blocker.proceed();
      },
      () => blocker.reset(),
    );
  }, [blocker, ownPath]);
}

/** "Leave without saving?" with Leave and Stay. */
function askToLeave(leave: () => void, stay?: () => void) {
  const t = i18next.t;
  confirmDialog({
    title: t('common.unsavedTitle'),
    content: t('common.unsavedText'),
    okText: t('common.leave'),
    cancelText: t('common.stay'),
    onOk: leave,
    onCancel: stay,
  });
}

/** Runs `proceed` at once, or after asking when one of `paths` holds unsaved input. */
export function confirmDiscard(paths: readonly string[], proceed: () => void) {
  const { unsaved } = useTagsViewStore.getState();
  if (!paths.some((path) => unsaved.includes(path))) return proceed();
  askToLeave(proceed);
}

/** The browser asks before the console is left while any page holds unsaved input. */
export function useLeaveConsoleGuard() {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (useTagsViewStore.getState().unsaved.length > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}

/** Closing a form that holds typed input asks first (a drawer's Cancel, Esc, a click beside it). */
export function confirmDiscardInput(proceed: () => void) {
  const t = i18next.t;
  confirmDialog({
    title: t('common.discardTitle'),
    content: t('common.discardText'),
    okText: t('common.discard'),
    okButtonProps: { danger: true },
    cancelText: t('common.keepEditing'),
    onOk: proceed,
  });
}
