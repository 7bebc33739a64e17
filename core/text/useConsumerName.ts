import { useIntl } from 'react-intl';
import { consumerName } from './displayName';

/** A consumer's name as shown, or 'Cliente sem nome' when nothing visible is left of it. */
export function useConsumerName(consumer: { name: string; displayName?: string | undefined } | undefined): string {
  const intl = useIntl();
  if (!consumer) return '';
  return consumerName(consumer) || intl.formatMessage({ id: 'conversations.unnamedConsumer' });
}
