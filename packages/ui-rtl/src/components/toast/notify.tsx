import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { SafeHtml } from '../safe-html/safe-html';
import { ToastCard, type NotifyKind } from './toast-card';

/** SPEC §9: general toasts stay 5 s, a won prize 8 s so it can be read and enjoyed. */
export const TOAST_DURATION = { default: 5000, reward: 8000 } as const;

function show(kind: NotifyKind, message: ReactNode, id?: string): string {
  const duration = kind === 'reward' ? TOAST_DURATION.reward : TOAST_DURATION.default;
  return toast.custom((t) => <ToastCard t={t} kind={kind} message={message} />, {
    duration,
    // Passing an id replaces a toast instead of stacking the same message twice.
    ...(id ? { id } : {}),
  });
}

export type NotifyOptions = { id?: string };

/**
 * What a notice from the server shows: its sanitised HTML (an operator's notification: bold, line
 * breaks, https links) through the one HTML component, or else its text as text. The console's
 * preview draws a notification with it too, so it shows what members will see.
 */
export function toastMessage(text: string, html?: string | null): ReactNode {
  return html?.trim() ? <SafeHtml html={html} inline /> : text;
}

/** The product's toasts. Each returns the toast id, which `notify.dismiss` accepts. */
export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => show('success', message, options?.id),
  error: (message: ReactNode, options?: NotifyOptions) => show('error', message, options?.id),
  info: (message: ReactNode, options?: NotifyOptions) => show('info', message, options?.id),
  warning: (message: ReactNode, options?: NotifyOptions) => show('warning', message, options?.id),
  reward: (message: ReactNode, options?: NotifyOptions) => show('reward', message, options?.id),
  dismiss: (id?: string) => toast.dismiss(id),
};
