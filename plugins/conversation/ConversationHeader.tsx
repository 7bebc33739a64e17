import {
  ChannelBadge,
  type HeaderActionContribution,
  IconButton,
  keybindings,
  logger,
  SlaBadge,
  useConsumerName,
  useConversation,
  useContributions,
  useCommands,
} from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { Toolbar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { actions, header, headerMeta, headerTitle } from './conversation.css';
import { HeaderPanel } from './HeaderPanel';

/** Consumer, channel, SLA clock, and the header actions plugins contribute (search, ...). */
export function ConversationHeader({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const commands = useCommands();
  // With the actions of plugins that start on first use and are not running yet: their keys work at
  // once (the command starts the plugin); their buttons show when they run.
  const declared = useContributions('headerActions', { includeStarting: true });
  const headerActions = declared.filter((a) => !a.starting);
  const c = useConversation(conversationId);
  const name = useConsumerName(c?.consumer);
  const [openPanel, setOpenPanel] = useState<string | null>(null);
  const headerRef = useRef<HTMLElement>(null);

  /** Closing a panel puts the keyboard back on the button that opened it. */
  const closePanel = (id: string) => {
    setOpenPanel(null);
    requestAnimationFrame(() => headerRef.current?.querySelector<HTMLElement>(`[data-action="${CSS.escape(id)}"]`)?.focus());
  };

  const press = (action: HeaderActionContribution) => {
    // Typed where the action was declared: a command taking the conversation.
    const command: string | undefined = action.command;
    if (action.panel) setOpenPanel((open) => (open === action.id ? null : action.id));
    else if (command) void commands.runDeclared(command, { conversationId });
  };

  // The actions' keys, with the window's keybinding service: registered while the header shows,
  // by the plugin that contributes the action (named if its keys meet another owner's).
  const pressRef = useRef(press);
  pressRef.current = (action) => (action.panel ? setOpenPanel(action.id) : press(action));
  const withKeys = declared.filter((a) => a.contribution.keys && (!a.starting || a.contribution.command));
  const keysSignature = withKeys.map((a) => `${a.plugin.id}/${a.contribution.id}/${a.contribution.keys}/${a.contribution.scope ?? ''}`).join(' ');
  useEffect(() => {
    const disposers = withKeys.map(({ plugin, contribution }) => {
      try {
        return keybindings.register({
          keys: contribution.keys!,
          owner: plugin.id,
          scope: contribution.scope,
          description: contribution.label,
          run: () => pressRef.current(contribution),
        });
      } catch (error) {
        logger.error(`[keys] ${error instanceof Error ? error.message : String(error)}`);
        return () => undefined;
      }
    });
    return () => {
      for (const dispose of disposers) dispose();
    };
    // The same actions with the same keys: registered once, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keysSignature]);

  if (!c) return null;
  const open = headerActions.find((a) => a.contribution.id === openPanel && a.contribution.panel);
  return (
    <>
      <header className={header} ref={headerRef}>
        <h3 className={headerTitle}>
          <bdi>{name}</bdi>
        </h3>
        <span className={headerMeta}>
          <ChannelBadge channel={c.channel} />
          <SlaBadge conversationId={conversationId} />
        </span>
        <Toolbar className={actions} aria-label={intl.formatMessage({ id: 'conversation.actions' })}>
          {headerActions.map(({ contribution }) => (
            <IconButton
              key={contribution.id}
              data-action={contribution.id}
              icon={contribution.icon}
              label={intl.formatMessage(contribution.label)}
              keys={contribution.keys}
              pressed={contribution.panel ? openPanel === contribution.id : undefined}
              onPress={() => press(contribution)}
            />
          ))}
        </Toolbar>
      </header>
      {open?.contribution.panel && (
        <HeaderPanel
          plugin={open.plugin}
          action={{ ...open.contribution, panel: open.contribution.panel, command: undefined }}
          conversationId={conversationId}
          close={() => closePanel(open.contribution.id)}
        />
      )}
    </>
  );
}
