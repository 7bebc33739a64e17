import { logger } from './logger';
import { notify } from './notify/notifier';

/** Copies text; success says 'copied', a failure is only logged (spec 001 §8). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify.snackbar({ tone: 'success', text: { id: 'common.copied' } });
    return true;
  } catch (error) {
    logger.warn('[clipboard] copy failed', error);
    return false;
  }
}
