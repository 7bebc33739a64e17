import { useIntl } from 'react-intl';

/** Schema messages are message ids: shown translated; anything else is shown as it came. */
export function useFieldText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return (message) => (message && intl.messages[message] !== undefined ? intl.formatMessage({ id: message }) : message);
}
