import { DemoError, type DemoModel } from '@tessera/core/testing/demo';

/**
 * The queue summary of the demo contact centre: consumers waiting per skill. The counts live in
 * this slice's state, start from a fixed table and change only through the controls, so the
 * demo and the tests see the same numbers for the same actions.
 */

export const SLICE_ID = 'queue-summary';

/** Waiting consumers per skill id; a skill not listed keeps its initial count. */
export type QueueState = { waiting: Record<string, number> };

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

export const seedQueue = (): QueueState => ({ waiting: {} });

const stateOf = (model: DemoModel) => model.slice<QueueState>(SLICE_ID);

function waitingOf(model: DemoModel, skillId: string): number {
  const { waiting } = stateOf(model);
  if (Object.hasOwn(waiting, skillId)) return waiting[skillId]!;
  return Object.hasOwn(initialWaiting, skillId) ? initialWaiting[skillId]! : 0;
}

/** GET /manager-panel-queue-attendance-summary. */
export function queueSummary(model: DemoModel): QueueSummaryItem[] {
  return model.skills().map((skill, i) => ({
    skill_id: skill.id,
    queue: skill.name,
    on_queue_number: waitingOf(model, skill.id),
    color: (Object.hasOwn(queueColours, skill.id) ? queueColours[skill.id] : undefined) ?? fallbackColours[i % fallbackColours.length]!,
  }));
}

function skillOf(model: DemoModel, skillId: string) {
  const skill = model.skills().find((s) => s.id === skillId);
  if (!skill) throw new DemoError(404, 'skill', 'Skill not found');
  return skill;
}

export function setQueueWaiting(model: DemoModel, skillId: string, count: number): void {
  skillOf(model, skillId);
  if (!Number.isInteger(count) || count < 0) throw new DemoError(400, 'count', 'count must be a whole number from 0');
  const state = stateOf(model);
  state.waiting = { ...state.waiting, [skillId]: count };
}

/**
 * `count` more consumers wait in a skill's queue; without a skill, in the one with the fewest
 * waiting (the first such, in skill order). Resolves to the skill that grew.
 */
export function enqueue(model: DemoModel, skillId?: string, count = 1): string {
  const target = skillId ? skillOf(model, skillId).id : [...model.skills()].sort((a, b) => waitingOf(model, a.id) - waitingOf(model, b.id))[0]?.id;
  if (!target) throw new DemoError(404, 'skill', 'Skill not found');
  setQueueWaiting(model, target, waitingOf(model, target) + count);
  return target;
}
