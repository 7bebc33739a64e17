import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { notify } from '../../../core/notify/notifier';
import { knownServerTexts } from '../signInSchema';
import type { ErrorPlan } from './serverErrors';

/** A server text as a message id when the workspace knows it (it follows a language switch). */
const asMessage = (text: string) => knownServerTexts[text] ?? text;

/**
 * Shows an error plan: field messages under their fields (the first one focused), toasts and
 * the snackbar (3 s, spec 000 §9).
 */
export function useShowErrorPlan<T extends FieldValues>(setError: UseFormSetError<T>) {
  return (plan: ErrorPlan<Path<T> & string>) => {
    plan.fields.forEach(({ field, text }, index) => setError(field, { type: 'server', message: asMessage(text) }, { shouldFocus: index === 0 }));
    for (const text of plan.toasts) {
      const id = knownServerTexts[text];
      notify.toast({ tone: 'error', text: id ? { id } : text });
    }
    if (plan.snackbar) notify.snackbar({ tone: 'error', text: { id: plan.snackbar } });
  };
}
