import { Button } from '@tessera/core';
import { useIntl } from 'react-intl';
import { jumpButton, unreadBadge } from './conversation.css';

/** Shown while the agent is scrolled away from the newest message: goes down to it, with how many are unread. */
export function JumpToNewest({ unread, onPress }: { unread: number; onPress: () => void }) {
  const intl = useIntl();
  return (
    <div className={jumpButton}>
      <Button variant="secondary" icon="down" onPress={onPress} aria-label={intl.formatMessage({ id: 'conversation.jumpToNewest' }, { count: unread })}>
        {unread > 0 && (
          <span className={unreadBadge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
    </div>
  );
}
