import { useIntl } from 'react-intl';
import { knownServerTexts } from './signInSchema';

/** Translates a server message the workspace knows; anything else is shown as the server sent it. */
export function useServerText(): (text: string) => string {
  const intl = useIntl();
  return (text) => {
    const id = knownServerTexts[text];
    return id ? intl.formatMessage({ id }) : text;
  };
}
