import { Button, useIntl } from '@tessera/core';
import * as css from './tickets.css';

/** A part that could not be loaded (spec 001 §8): 'reload widget info' and a retry ('try again', 'wait' while loading). */
export function Failure({ retry, busy }: { retry: () => void; busy: boolean }) {
  const intl = useIntl();
  return (
    <div className={css.failure} role="alert">
      <span>{intl.formatMessage({ id: 'tickets.reloadInfo' })}</span>
      <Button icon="refresh" onPress={retry} isPending={busy}>
        {intl.formatMessage({ id: busy ? 'tickets.wait' : 'tickets.tryAgain' })}
      </Button>
    </div>
  );
}
