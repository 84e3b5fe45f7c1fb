import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import { i18next } from '../i18n.ts';
import { plainToast } from '../utils/plain-toast.ts';

/**
 * antd's message and modal APIs of the mounted <App>, so toasts and dialogs follow the theme.
 * Without it (the sign-in page is sent without antd) toasts are plain ones that look the same.
 */
type Feedback = { message: MessageInstance; modal: HookAPI };
let feedback: Feedback | null = null;

export function setFeedback(next: Feedback | null): void {
  feedback = next;
}

const ERROR_TOAST_SECONDS = 5;

/** An error toast for 5 s, long enough to read a sentence; identical texts share one toast instead of stacking. */
export function toastError(text: string): void {
  if (feedback) feedback.message.error({ content: text, duration: ERROR_TOAST_SECONDS, key: text });
  else plainToast('error', text, ERROR_TOAST_SECONDS);
}

/** An error toast that stays while the console is left for the sign-in page (antd's App leaves with the console). */
export function toastErrorOnSignIn(text: string): void {
  plainToast('error', text, ERROR_TOAST_SECONDS);
}

export function toastSuccess(text: string): void {
  if (feedback) feedback.message.success({ content: text, key: text });
  else plainToast('success', text);
}

let reloginOpen = false;

/**
 * "You have been logged out…" with Re-Login / Cancel, so the person decides when to leave the page. At most one at a time: parallel
 * calls that all fail open one dialog, not a stack of them.
 */
export function confirmRelogin(onRelogin: () => void): void {
  if (reloginOpen || !feedback) return;
  reloginOpen = true;
  const t = i18next.t;
  feedback.modal.confirm({
    title: t('common.confirmLogoutTitle'),
    content: t('common.confirmLogoutText'),
    okText: t('common.relogin'),
    cancelText: t('common.cancel'),
    onOk: onRelogin,
    afterClose: () => {
      reloginOpen = false;
    },
  });
}

/** A confirmation in the mounted <App>'s theme. */
export function confirmDialog(config: ModalFuncProps): void {
  feedback?.modal.confirm(config);
}

export function toastWarning(text: string): void {
  if (feedback) feedback.message.warning({ content: text, key: text });
  else plainToast('warning', text);
}
