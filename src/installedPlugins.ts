import type { AnyPlugin } from '../core/plugins/types';
import { conversationPlugin } from '../plugins/conversation';
import { conversationListPlugin } from '../plugins/conversation-list';
import { dockPlugin } from '../plugins/dock';
import { generalInfoPlugin } from '../plugins/general-info';
import { insightPlugin } from '../plugins/insight';
import { searchPlugin } from '../plugins/search';
import { shortcutsPlugin } from '../plugins/shortcuts';
import { usabilityPlugin } from '../plugins/usability';

/** The plugins this build ships; the company's settings decide which of them run. */
export const installedPlugins: AnyPlugin[] = [
  conversationListPlugin,
  conversationPlugin,
  dockPlugin,
  generalInfoPlugin,
  insightPlugin,
  shortcutsPlugin,
  searchPlugin,
  usabilityPlugin,
];
