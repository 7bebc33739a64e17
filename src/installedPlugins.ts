import type { AnyPlugin } from '../core/plugins/types';
import { alertsPlugin } from '../plugins/alerts';
import { availabilityPlugin } from '../plugins/availability';
import { cockpitPlugin } from '../plugins/cockpit';
import { connectionPlugin } from '../plugins/connection';
import { contactNamePlugin } from '../plugins/contact-name';
import { conversationPlugin } from '../plugins/conversation';
import { conversationListPlugin } from '../plugins/conversation-list';
import { dockPlugin } from '../plugins/dock';
import { favoritesPlugin } from '../plugins/favorites';
import { generalInfoPlugin } from '../plugins/general-info';
import { insightPlugin } from '../plugins/insight';
import { metricsPlugin } from '../plugins/metrics';
import { phonePlugin } from '../plugins/phone';
import { preferencesPlugin } from '../plugins/preferences';
import { profilePlugin } from '../plugins/profile';
import { queueSummaryPlugin } from '../plugins/queue-summary';
import { searchPlugin } from '../plugins/search';
import { shortcutsPlugin } from '../plugins/shortcuts';
import { tabulationPlugin } from '../plugins/tabulation';
import { transferPlugin } from '../plugins/transfer';
import { usabilityPlugin } from '../plugins/usability';

/** The plugins this build ships; the company's settings decide which of them run. */
export const installedPlugins: AnyPlugin[] = [
  alertsPlugin,
  availabilityPlugin,
  cockpitPlugin,
  connectionPlugin,
  contactNamePlugin,
  conversationListPlugin,
  conversationPlugin,
  dockPlugin,
  favoritesPlugin,
  generalInfoPlugin,
  insightPlugin,
  metricsPlugin,
  phonePlugin,
  preferencesPlugin,
  profilePlugin,
  queueSummaryPlugin,
  shortcutsPlugin,
  searchPlugin,
  tabulationPlugin,
  transferPlugin,
  usabilityPlugin,
];
