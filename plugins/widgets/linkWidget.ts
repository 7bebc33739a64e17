import { type PluginContext, sessionQueryClient, subscribeState } from '@tessera/core';
import { widgetsQuery } from './widgetData';

/**
 * Keeps the gate key 'widgets.link' true while the open conversation's skill has a 'Link'
 * widget (spec 001 §2: the dock's link widget shows only then). The agent's widgets are read once
 * per user through the session's query cache, as every panel reads them.
 */
export function watchLinkWidget(ctx: PluginContext): () => void {
  let asked = '';
  let stopped = false;
  const check = () => {
    const id = ctx.state.selectedConversationId;
    const skillId = id ? ctx.state.conversations[id]?.skillId : undefined;
    const userId = ctx.state.session?.user.id;
    const key = `${userId}/${skillId}`;
    if (key === asked) return;
    asked = key;
    if (!userId || !skillId) return ctx.setGateKey('widgets.link', false);
    sessionQueryClient()
      .fetchQuery(widgetsQuery(userId))
      .then(
        (widgets) => widgets.some((w) => w.name === 'Link' && w.skill_id === skillId),
        () => false,
      )
      .then((has) => {
        // An answer for a conversation no longer open is dropped.
        if (!stopped && asked === key) ctx.setGateKey('widgets.link', has);
      });
  };
  check();
  const stop = subscribeState(check);
  return () => {
    stopped = true;
    stop();
  };
}
