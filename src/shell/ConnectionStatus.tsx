import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { store } from '../../core/state/store';
import { connection } from './shell.css';

/** The real-time channel's state, announced politely when it changes. */
export function ConnectionStatus() {
  const { status } = useSnapshot(store).connection;
  return (
    <span className={connection[status]} role="status" aria-live="polite">
      <FormattedMessage id={`connection.${status}`} />
    </span>
  );
}
