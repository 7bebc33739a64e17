import { useIntl } from 'react-intl';
import { TabsList } from './TabsWidget';

/** The customer panel's 'Tabulations' (spec 001 §2): the same list as the dock's tabulations widget. */
export default function TabsSection({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  return <TabsList key={conversationId} conversationId={conversationId} t={(id) => intl.formatMessage({ id })} />;
}
