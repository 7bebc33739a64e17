import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { usePluginRuntime } from '../../core/plugins/react';
import { workspaceState } from '../../core/state/workspaceState';
import { skipLink, skipLinks } from './shell.css';

type Target = 'list' | 'thread' | 'reply';

const tile = (id: string) => document.querySelector<HTMLElement>(`section[data-tile="${id}"]:not([hidden])`);

/** The list's row Tab would land on (the open one, else the first); the list itself when it has none. */
function focusList(): boolean {
  const list = tile('conversationList');
  const row = list?.querySelector<HTMLElement>('[role="option"][tabindex="0"]') ?? list?.querySelector<HTMLElement>('[role="listbox"], [role="tab"]');
  (row ?? list)?.focus();
  return !!list;
}

/**
 * The first things Tab reaches on the dashboard (shown when focused): straight to the list of
 * conversations, the open conversation's messages, or its reply box, past the sidebar and the
 * top bar. A target that is not on screen (no conversation open, a tile closed) leaves the
 * keyboard on the nearest one there is.
 */
export function SkipLinks() {
  const intl = useIntl();
  const runtime = usePluginRuntime();
  const go = (target: Target) => (event: MouseEvent) => {
    event.preventDefault();
    const conversation = tile('conversation');
    const open = workspaceState.selectedConversationId;
    if (target === 'list' || !conversation || !open) {
      if (focusList()) return;
      conversation?.focus();
      return;
    }
    if (target === 'thread') {
      (conversation.querySelector<HTMLElement>('[role="log"]') ?? conversation).focus();
      return;
    }
    const box = conversation.querySelector<HTMLElement>('textarea');
    if (box) box.focus();
    else if (runtime.service('conversation.view')) runtime.service('conversation.view')!.focusConversation(open);
    else conversation.focus();
  };
  const link = (target: Target, id: string) => (
    <a className={skipLink} href={`#${target}`} onClick={go(target)}>
      {intl.formatMessage({ id })}
    </a>
  );
  return (
    <nav className={skipLinks} aria-label={intl.formatMessage({ id: 'skip.label' })}>
      {link('list', 'skip.list')}
      {link('thread', 'skip.thread')}
      {link('reply', 'skip.reply')}
    </nav>
  );
}
