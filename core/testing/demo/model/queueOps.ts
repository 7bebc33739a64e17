import type { ModelContext } from './context';
import { keyedRecord } from './own';
import { DemoError } from './types';

/**
 * The queue summary (GET /manager-panel-queue-attendance-summary): consumers waiting per skill.
 * The counts live in the state (`queue`), start from a fixed table and change only through the
 * control API, so the demo and the tests see the same numbers for the same actions.
 */

/** Waiting consumers per skill on a fresh demo: a busy Monday morning at an insurer. */
const initialWaiting: Readonly<Record<string, number>> = {
  'skl-sinistro-auto': 7,
  'skl-residencial': 3,
  'skl-vida': 1,
  'skl-assistencia': 12,
  'skl-telefone': 4,
  'skl-telefone-sinistro': 2,
  'skl-tickets': 0,
};

/** The colour the company gave each queue on its manager panel. */
const queueColours: Readonly<Record<string, string>> = {
  'skl-sinistro-auto': '#d9480f',
  'skl-residencial': '#2b8a3e',
  'skl-vida': '#5f3dc4',
  'skl-assistencia': '#c2255c',
  'skl-telefone': '#1971c2',
  'skl-telefone-sinistro': '#0c8599',
  'skl-tickets': '#868e96',
};
const fallbackColours = ['#e67700', '#364fc7', '#099268', '#a61e4d', '#495057'];

export type QueueSummaryItem = { skill_id: string; queue: string; on_queue_number: number; color: string };

function waitingOf(ctx: ModelContext, skillId: string): number {
  return ctx.state.queue?.[skillId] ?? initialWaiting[skillId] ?? 0;
}

export function queueSummary(ctx: ModelContext): QueueSummaryItem[] {
  return ctx.state.skills.map((skill, i) => ({
    skill_id: skill.id,
    queue: skill.name,
    on_queue_number: waitingOf(ctx, skill.id),
    color: queueColours[skill.id] ?? fallbackColours[i % fallbackColours.length]!,
  }));
}

function skillOf(ctx: ModelContext, skillId: string) {
  const skill = ctx.state.skills.find((s) => s.id === skillId);
  if (!skill) throw new DemoError(404, 'skill', 'Skill not found');
  return skill;
}

export function setQueueWaiting(ctx: ModelContext, skillId: string, count: number): void {
  skillOf(ctx, skillId);
  if (!Number.isInteger(count) || count < 0) throw new DemoError(400, 'count', 'count must be a whole number from 0');
  ctx.state.queue = keyedRecord([...Object.entries(ctx.state.queue ?? {}), [skillId, count] as const]);
}

/**
 * `count` more consumers wait in a skill's queue; without a skill, in the one with the fewest
 * waiting (the first such, in skill order). Resolves to the skill that grew.
 */
export function enqueue(ctx: ModelContext, skillId?: string, count = 1): string {
  const target = skillId ? skillOf(ctx, skillId).id : [...ctx.state.skills].sort((a, b) => waitingOf(ctx, a.id) - waitingOf(ctx, b.id))[0]?.id;
  if (!target) throw new DemoError(404, 'skill', 'Skill not found');
  setQueueWaiting(ctx, target, waitingOf(ctx, target) + count);
  return target;
}
