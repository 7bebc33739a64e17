import { type DemoConversation, DemoError, type DemoModel, findAvailability, isOpen } from '@tessera/core/testing/demo';

/**
 * GET /goal-user: the agent's figures for the day against the company's goals (spec 000 §3
 * Metrics). Durations in seconds, percentages 0 to 100. The figures start from what the
 * account did earlier in the day (fixed per account, so the demo is deterministic) and take in
 * every conversation of the user the demo has seen finish since.
 */

/** Earlier today, before this demo started: attendances, seconds spent on them, survey answers. */
type Shift = { attendances: number; seconds: number; csatAnswers: number; csatSatisfied: number; npsAnswers: number; promoters: number; detractors: number };

const earlierToday: Record<string, Shift> = {
  // Ana Souza (agente@): quick and well rated, still short of the day's count.
  '1001': { attendances: 17, seconds: 3_315, csatAnswers: 14, csatSatisfied: 13, npsAnswers: 12, promoters: 9, detractors: 1 },
  // Carlos Mendes (supervisor@): steps in on the hard ones, slower and fewer.
  '2001': { attendances: 6, seconds: 2_418, csatAnswers: 5, csatSatisfied: 4, npsAnswers: 5, promoters: 3, detractors: 1 },
};
const otherAccounts: Shift = { attendances: 9, seconds: 2_871, csatAnswers: 8, csatSatisfied: 7, npsAnswers: 7, promoters: 4, detractors: 1 };

export const METRIC_GOALS = {
  averageSeconds: 300,
  csat: 85,
  attendances: 30,
  nps: 70,
} as const;

/** A finished conversation counts at most this long: post-chat waiting is not the agent's time. */
const LONGEST_ATTENDANCE_S = 900;

function secondsSpent(c: DemoConversation): number {
  const from = Date.parse(c.assignedTime);
  const to = c.end ? Date.parse(c.end) : NaN;
  if (!Number.isFinite(from) || !Number.isFinite(to)) return 0;
  return Math.min(LONGEST_ATTENDANCE_S, Math.max(0, Math.round((to - from) / 1000)));
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The goals' tooltips, as the company wrote them in each language it keeps. */
const tooltips = {
  pt: {
    average: 'Meta: até 5 minutos por atendimento',
    csat: 'Meta: 85% de clientes satisfeitos (notas 4 e 5)',
    attendances: 'Meta: 30 atendimentos no dia',
    nps: 'Meta: NPS 70 (zona de excelência)',
  },
  en: {
    average: 'Goal: up to 5 minutes per conversation',
    csat: 'Goal: 85% satisfied customers (scores 4 and 5)',
    attendances: 'Goal: 30 conversations a day',
    nps: 'Goal: NPS 70 (excellence zone)',
  },
};

/**
 * A finished conversation with a survey answer (the demo's csat field, 0 to 100) counts as one
 * CSAT answer (satisfied from 80) and one NPS answer (promoter from 90, detractor below 70).
 */
export function metricsFor(
  user: { id: string; availabilityId: string; availabilitySince: number },
  finished: readonly DemoConversation[],
  language: 'pt' | 'en' = 'pt',
) {
  const tip = tooltips[language];
  const base = earlierToday[user.id] ?? otherAccounts;
  const scores = finished.map((c) => Number(c.csat)).filter((n) => Number.isFinite(n));
  const attendances = base.attendances + finished.length;
  const seconds = base.seconds + finished.reduce((sum, c) => sum + secondsSpent(c), 0);
  const csatAnswers = base.csatAnswers + scores.length;
  const satisfied = base.csatSatisfied + scores.filter((s) => s >= 80).length;
  const npsAnswers = base.npsAnswers + scores.length;
  const promoters = base.promoters + scores.filter((s) => s >= 90).length;
  const detractors = base.detractors + scores.filter((s) => s < 70).length;
  return {
    average_time: {
      time_attendence: Math.round(seconds / Math.max(1, attendances)),
      goal: { value: METRIC_GOALS.averageSeconds, tooltip: tip.average },
      interval: 'day',
    },
    csat: {
      csat_percentage: round4((satisfied / Math.max(1, csatAnswers)) * 100),
      goal: { value: METRIC_GOALS.csat, tooltip: tip.csat },
    },
    total_attendence: {
      value: attendances,
      goal: { value: METRIC_GOALS.attendances, tooltip: tip.attendances },
    },
    nps: {
      value: round4(((promoters - detractors) / Math.max(1, npsAnswers)) * 100),
      goal: { value: METRIC_GOALS.nps, tooltip: tip.nps },
    },
    goals: {
      status: {
        availability_name: findAvailability(user.availabilityId, language)?.name ?? 'Online',
        start_time: new Date(user.availabilitySince).toISOString(),
      },
    },
  };
}
export type DemoMetrics = ReturnType<typeof metricsFor>;

export const SLICE_ID = 'metrics';

/** `failing`: GET /goal-user answers 500 (the sidebar keeps its last figures). */
export type MetricsState = { failing: boolean };
export const seedMetrics = (): MetricsState => ({ failing: false });

export function setMetricsFailure(model: DemoModel, on: boolean): void {
  model.slice<MetricsState>(SLICE_ID).failing = on;
}

export function isMetricsFailing(model: DemoModel): boolean {
  return model.slice<MetricsState>(SLICE_ID).failing === true;
}

/** GET /goal-user for a user, the company's words in the language asked for. */
export function goals(model: DemoModel, userId: string, language: 'pt' | 'en' = 'pt'): DemoMetrics {
  const user = model.state.users.find((u) => u.id === userId);
  if (!user) throw new DemoError(404, 'user', 'User not found');
  if (isMetricsFailing(model)) throw new DemoError(500, 'server', 'Unavailable service');
  const finished = Object.values(model.state.conversations)
    .map((r) => r.conversation)
    .filter((c) => !isOpen(c) && c.users.some((u) => u.user_id === userId));
  return metricsFor(user, finished, language);
}
