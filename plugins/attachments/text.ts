import type { IntlShape } from 'react-intl';
import type { UploadFailure } from './errors';
import { type Refusal, sizeParts } from './rules';

/** A file's size in the agent's language: '12 KB', '1,5 MB' (1024 multiples). */
export function sizeLabel(intl: IntlShape, bytes: number): string {
  const { value, unit } = sizeParts(bytes);
  return intl.formatMessage({ id: 'attachments.size' }, { value: intl.formatNumber(value, { maximumFractionDigits: unit === 'B' ? 0 : 1 }), unit });
}

/** Why the channel refused a file (spec 001 §5). */
export function refusalText(intl: IntlShape, refusal: Refusal): string {
  if (refusal.reason === 'tooBig') return intl.formatMessage({ id: 'attachments.refusal.tooBig' }, { size: intl.formatNumber(refusal.maxSize), unit: refusal.metric });
  return intl.formatMessage({ id: `attachments.refusal.${refusal.reason}` });
}

/** Why the server did not take a file (spec 001 §8): this plugin's message, or the server's words as text. */
export function failureText(intl: IntlShape, failure: UploadFailure): string {
  return 'messageId' in failure ? intl.formatMessage({ id: failure.messageId }) : failure.text;
}
