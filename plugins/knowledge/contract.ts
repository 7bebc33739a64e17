import type { Contribution, LazyComponent } from '@tessera/core';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** What a tab shows for the current keyword, and what Ctrl+Enter does with one of them. */
export interface KnowledgeResults {
  /** How many results the tab shows (the counter's total; ↑/↓ move among them). */
  count: number;
  /** False while the tab's data is still loading: the panel does not say "no result" yet. */
  ready: boolean;
  /** Does what a click on the result at this position (0-based, as shown) does. */
  activate(index: number): void;
}

/** What the knowledge panel gives each of its tabs. */
export interface KnowledgeTabProps {
  /** The conversation the panel follows (the one open in the workspace). */
  conversationId: string;
  /** Its skill, when known: FAQ and scripts are the skill's. */
  skillId: string | undefined;
  /** The search keyword, applied 500 ms after the agent stops typing or at once on Enter ('' for none). */
  keyword: string;
  /** Whether a text matches the keyword (ignoring case and accents); everything matches no keyword. */
  matches(text: string): boolean;
  /** Draws a text with the keyword's occurrences marked, as text (never HTML). */
  Highlight: ComponentType<{ text: string }>;
  /** The highlighted result (0-based), -1 for none: the tab marks it (aria-current) and keeps it in view. */
  current: number;
  /** The tab tells the panel its results whenever they change (call it from an effect). */
  report(results: KnowledgeResults): void;
  /** Puts text at the reply box's caret of the conversation (its draft when the box is not on screen). */
  insert(text: string): void;
}

/**
 * A tab of the knowledge panel (spec 001 §2: Shortcuts, My content, FAQ, Script): each feature's
 * plugin brings its own. Lower `order` comes first; Alt+1..4 choose the tabs in that order while
 * the keyboard is in the panel.
 */
export interface KnowledgeTabContribution extends Contribution {
  title: MessageDescriptor;
  order: number;
  component: LazyComponent<KnowledgeTabProps>;
}

/** The knowledge plugin's public contract: its contribution point, typed for the plugins that fill it. */
declare module '@tessera/core' {
  interface ContributionPoints {
    'knowledge.tabs': KnowledgeTabContribution;
  }
  interface Services {
    'knowledge.memory': import('./memory').KnowledgeMemory;
  }
}
