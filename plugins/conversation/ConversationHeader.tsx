import {
  ChannelBadge,
  type HeaderActionContribution,
  IconButton,
  matchesKeys,
  RenderContribution,
  SlaBadge,
  store,
  useConsumerName,
  useContributions,
  usePluginRuntime,
} from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { Toolbar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { actions, header, headerMeta, headerTitle, panel } from './conversation.css';

/** Consumer, channel, SLA clock, and the header actions plugins contribute (search, ...). */
export function ConversationHeader({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const runtime = usePluginRuntime();
  const headerActions = useContributions('headerActions');
  const c = useSnapshot(store).conversations[conversationId];
  const name = useConsumerName(c?.consumer);
  const [openPanel, setOpenPanel] = useState<string | null>(null);
  const headerRef = useRef<HTMLElement>(null);

  /** Closing a panel puts the keyboard back on the button that opened it. */
  const closePanel = (id: string) => {
    setOpenPanel(null);
    requestAnimationFrame(() => headerRef.current?.querySelector<HTMLElement>(`[data-action="${CSS.escape(id)}"]`)?.focus());
  };

  const press = (action: HeaderActionContribution) => {
    if (action.panel) setOpenPanel((open) => (open === action.id ? null : action.id));
    else if (action.command) void runtime.runCommand(action.command, { conversationId });
  };

  useEffect(() => {
    const withKeys = headerActions.filter((a) => a.contribution.keys);
    if (!withKeys.length) return;
    const onKey = (event: KeyboardEvent) => {
      const hit = withKeys.find((a) => matchesKeys(event, a.contribution.keys!));
      if (!hit) return;
      event.preventDefault();
      if (hit.contribution.panel) setOpenPanel(hit.contribution.id);
      else press(hit.contribution);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

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
              pressed={contribution.panel ? openPanel === contribution.id : undefined}
              onPress={() => press(contribution)}
            />
          ))}
        </Toolbar>
      </header>
      {open?.contribution.panel && (
        <div className={panel}>
          <RenderContribution
            plugin={open.plugin}
            component={open.contribution.panel}
            props={{ conversationId, close: () => closePanel(open.contribution.id) }}
          />
        </div>
      )}
    </>
  );
}
