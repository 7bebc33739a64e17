import type { PastConversation } from './api';

/** The CSAT goal when the server gives none (the demo company's, and a common one). */
export const DEFAULT_CSAT_GOAL = 85;

/**
 * The consumer's average satisfaction (spec 001 §2 History panel: the list header shows it
 * against a goal): the mean CSAT percentage of the researched conversations that have one, or
 * undefined when none has.
 */
export function csatAverage(conversations: readonly Pick<PastConversation, 'isResearched' | 'csat'>[]): number | undefined {
  const scores = conversations.filter((c) => c.isResearched && c.csat !== undefined).map((c) => c.csat!);
  if (scores.length === 0) return undefined;
  return scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

/** Whether the average meets the goal. */
export const meetsGoal = (average: number, goal: number) => average >= goal;

/**
 * The header's figures as text (spec 001 §9): the average with two decimals and a percent sign,
 * the goal as a percent, each in the agent's locale ('91,33%' / '91.33%').
 */
export function csatFigures(average: number | undefined, goal: number, locale: string): { average: string | undefined; goal: string } {
  const two = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
  return { average: average === undefined ? undefined : `${two.format(average)}%`, goal: `${whole.format(goal)}%` };
}
