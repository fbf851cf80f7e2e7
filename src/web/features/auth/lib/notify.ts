import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { AUTH_TOASTS, type ToastMessage } from '../auth-errors.ts';

/** `id` lets a repeated report (a re-run effect, a double click) replace its toast instead of stacking. */
export function notifyError({ title, description }: ToastMessage, options: { id?: string } = {}) {
  toast.error(title, { description, ...options });
}

export function notifySuccess({ title, description }: ToastMessage) {
  toast.success(title, { description });
}

/**
 * The auth forms report a failed client-side check as one "Error" toast: the message of the
 * first invalid field in the form's visual order.
 */
export function notifyFirstFormError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T & string)[]) {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) {
      notifyError({ title: AUTH_TOASTS.errorTitle, description: message });
      return;
    }
  }
}
