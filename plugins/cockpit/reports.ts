import { type Conversation, isFinished, logger, subscribeState, workspaceState } from '@tessera/core';
import { type CockpitReport, reportToCockpit } from './api';

/** The conversations of cockpit skills the agent holds now (not finished), with the requester's name. */
function heldBy(skills: ReadonlySet<string>): Map<string, string> {
  const held = new Map<string, string>();
  for (const c of Object.values(workspaceState.conversations) as Conversation[]) {
    if (skills.has(c.skillId) && !isFinished(c)) held.set(c.conversationId, c.consumer.name);
  }
  return held;
}

/**
 * Tells the cockpit (POST /cockpit) when a conversation of one of `skills` (the company's
 * setting for this plugin) reaches the agent (`arriving: true`) and when it leaves: finished, or
 * transferred away (`arriving: false`). It compares what the agent holds before and after
 * every change, so conversations that came or went while the socket was down are reported
 * once the resync brings them. What the window held when it took the lead (restored from the
 * last session) is the starting point: a reload reports only what changed meanwhile.
 * Failures are logged; the cockpit is informative and never blocks the agent.
 */
export function startCockpitReports(skills: readonly string[]): () => void {
  if (!skills.length) return () => undefined;
  const wanted = new Set(skills);
  let held = heldBy(wanted);

  const send = (report: CockpitReport) =>
    reportToCockpit(report).catch((error: unknown) => logger.warn('[cockpit] report failed', error));

  const compare = () => {
    // Signed out: nothing is held any more, and nothing left is reported for a session that is gone.
    if (!workspaceState.session) {
      held = new Map();
      return;
    }
    const matricula = workspaceState.session.user.extra_matricula ?? '';
    const now = heldBy(wanted);
    for (const [conversationId, nomeSolicitante] of now) {
      if (!held.has(conversationId)) void send({ conversationId, nomeSolicitante, arriving: true, matricula });
    }
    for (const [conversationId, nomeSolicitante] of held) {
      if (!now.has(conversationId)) void send({ conversationId, nomeSolicitante, arriving: false, matricula });
    }
    held = now;
  };
  return subscribeState(compare);
}
