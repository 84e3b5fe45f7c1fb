import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import { i18next } from '../i18n.ts';

/** antd's message and modal APIs of the mounted <App>, so toasts and dialogs follow the theme. */
type Feedback = { message: MessageInstance; modal: HookAPI };
let feedback: Feedback | null = null;

export function setFeedback(next: Feedback | null): void {
  feedback = next;
}

const ERROR_TOAST_SECONDS = 5;

/** An error toast for 5 s, long enough to read a sentence; identical texts share one toast instead of stacking. */
export function toastError(text: string): void {
  feedback?.message.error({ content: text, duration: ERROR_TOAST_SECONDS, key: text });
}

export function toastSuccess(text: string): void {
  feedback?.message.success({ content: text, key: text });
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
  feedback?.message.warning({ content: text, key: text });
}
