import type { AnyPlugin } from '../core/plugins/types';
import { alertsPlugin } from '../plugins/alerts';
import { attachmentsPlugin } from '../plugins/attachments';
import { availabilityPlugin } from '../plugins/availability';
import { cockpitPlugin } from '../plugins/cockpit';
import { connectionPlugin } from '../plugins/connection';
import { contactNamePlugin } from '../plugins/contact-name';
import { customerPlugin } from '../plugins/customer';
import { conversationPlugin } from '../plugins/conversation';
import { conversationListPlugin } from '../plugins/conversation-list';
import { dockPlugin } from '../plugins/dock';
import { emojiPlugin } from '../plugins/emoji';
import { favoritesPlugin } from '../plugins/favorites';
import { generalInfoPlugin } from '../plugins/general-info';
import { historyPlugin } from '../plugins/history';
import { insightPlugin } from '../plugins/insight';
import { knowledgePlugin } from '../plugins/knowledge';
import { linkPlugin } from '../plugins/link';
import { mediaPlugin } from '../plugins/media';
import { metricsPlugin } from '../plugins/metrics';
import { notepadPlugin } from '../plugins/notepad';
import { phonePlugin } from '../plugins/phone';
import { predefinedMessagesPlugin } from '../plugins/predefined-messages';
import { preferencesPlugin } from '../plugins/preferences';
import { profilePlugin } from '../plugins/profile';
import { queueSummaryPlugin } from '../plugins/queue-summary';
import { scriptsPlugin } from '../plugins/scripts';
import { searchPlugin } from '../plugins/search';
import { serviceToolsPlugin } from '../plugins/service-tools';
import { shortcutsPlugin } from '../plugins/shortcuts';
import { summaryPlugin } from '../plugins/summary';
import { tabulationPlugin } from '../plugins/tabulation';
import { ticketsPlugin } from '../plugins/tickets';
import { transferPlugin } from '../plugins/transfer';
import { usabilityPlugin } from '../plugins/usability';
import { usefulLinksPlugin } from '../plugins/useful-links';
import { voiceNotesPlugin } from '../plugins/voice-notes';
import { widgetsPlugin } from '../plugins/widgets';

/** The plugins this build ships; the company's settings decide which of them run. */
export const installedPlugins: AnyPlugin[] = [
  alertsPlugin,
  attachmentsPlugin,
  availabilityPlugin,
  cockpitPlugin,
  connectionPlugin,
  contactNamePlugin,
  customerPlugin,
  conversationListPlugin,
  conversationPlugin,
  dockPlugin,
  emojiPlugin,
  favoritesPlugin,
  generalInfoPlugin,
  historyPlugin,
  insightPlugin,
  knowledgePlugin,
  linkPlugin,
  mediaPlugin,
  metricsPlugin,
  notepadPlugin,
  phonePlugin,
  predefinedMessagesPlugin,
  preferencesPlugin,
  profilePlugin,
  queueSummaryPlugin,
  shortcutsPlugin,
  scriptsPlugin,
  searchPlugin,
  serviceToolsPlugin,
  summaryPlugin,
  tabulationPlugin,
  ticketsPlugin,
  transferPlugin,
  usabilityPlugin,
  usefulLinksPlugin,
  voiceNotesPlugin,
  widgetsPlugin,
];
