import { Button, useCommands, useConversation } from '@tessera/core';
import { useIntl } from 'react-intl';
import { banner, bannerText } from './tabulation.css';

/**
 * Above the thread of a finished conversation that still owes its tabulation (spec 001 §4): says
 * so, and 'Tabular conversa' opens the form. Its gate hides it once the tabulation is registered.
 */
export default function PendingTabBanner({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const commands = useCommands();
  const pending = useConversation(conversationId)?.pendingTab;
  return (
    <div className={banner}>
      <p className={bannerText}>{intl.formatMessage({ id: pending ? 'tabulation.pendingNotice' : 'tabulation.untabulatedNotice' })}</p>
      <Button variant="primary" icon="tag" onPress={() => void commands.run('tabulation.register', { conversationId })}>
        {intl.formatMessage({ id: 'tabulation.register' })}
      </Button>
    </div>
  );
}
