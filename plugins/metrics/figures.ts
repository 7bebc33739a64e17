import { formatDuration, type IconName } from '@tessera/core';
import type { IntlShape } from 'react-intl';
import type { Figure, Metrics } from './api';
import { type GoalDirection, type GoalTone, goalTone } from './goalTone';

/** Spec 000 §9: CSAT and NPS show 1 decimal, 2 when the sidebar is expanded (200 wide). */
export const scoreDecimals = (collapsed: boolean): 1 | 2 => (collapsed ? 1 : 2);

/** Durations as mm:ss under an hour, hh:mm:ss from an hour (spec 000 §9). */
export const formatSeconds = (seconds: number): string => formatDuration(Math.round(seconds) * 1000);

/** A CSAT percentage (0 to 100) in the locale's percent format, with exactly `decimals` decimals. */
export function formatPercent(intl: IntlShape, value: number, decimals: number, exact = true): string {
  return intl.formatNumber(value / 100, { style: 'percent', minimumFractionDigits: exact ? decimals : 0, maximumFractionDigits: decimals });
}

/** An NPS score in the locale's number format, with exactly `decimals` decimals. */
export function formatScore(intl: IntlShape, value: number, decimals: number, exact = true): string {
  return intl.formatNumber(value, { minimumFractionDigits: exact ? decimals : 0, maximumFractionDigits: decimals });
}

export const formatCount = (intl: IntlShape, value: number): string => intl.formatNumber(value, { maximumFractionDigits: 0 });

export type MetricId = 'averageTime' | 'csat' | 'attendances' | 'nps';

/** One metric as the sidebar draws it, and the sentence assistive tech reads. */
export interface MetricReading {
  id: MetricId;
  icon: IconName;
  /** 'Tempo médio' */
  label: string;
  /** 'TM', for the collapsed sidebar. */
  short: string;
  /** The figure, formatted; '—' when the server sent none. */
  value: string;
  /** 'meta 05:00', or undefined without a goal. */
  goal: string | undefined;
  tone: GoalTone | undefined;
  /** 'Tempo médio 04:12, meta 05:00, dentro da meta'. */
  sentence: string;
  /** The server's words about the goal, when it sent some. */
  goalTooltip: string | undefined;
}

const MISSING = '—';

const specs: readonly { id: MetricId; icon: IconName; direction: GoalDirection; format: (intl: IntlShape, n: number, decimals: number, exact?: boolean) => string }[] = [
  { id: 'averageTime', icon: 'clock', direction: 'lowerIsBetter', format: (_intl, n) => formatSeconds(n) },
  { id: 'csat', icon: 'smile', direction: 'higherIsBetter', format: formatPercent },
  { id: 'attendances', icon: 'chat', direction: 'higherIsBetter', format: formatCount },
  { id: 'nps', icon: 'gauge', direction: 'higherIsBetter', format: formatScore },
];

/** The four figures against their goals, formatted for the locale and the sidebar's width. */
export function readMetrics(metrics: Metrics, intl: IntlShape, collapsed: boolean): MetricReading[] {
  const decimals = scoreDecimals(collapsed);
  return specs.map(({ id, icon, direction, format }) => {
    const figure: Figure = metrics[id];
    const label = intl.formatMessage({ id: `metrics.${id}` });
    const value = figure.value === undefined ? MISSING : format(intl, figure.value, decimals);
    // Goals are round numbers: no trailing zeros ('meta 85%', not 'meta 85,00%').
    const goalValue = figure.goal === undefined ? undefined : format(intl, figure.goal, decimals, false);
    const tone = goalTone(figure.value, figure.goal, direction);
    const parts = [
      figure.value === undefined ? intl.formatMessage({ id: 'metrics.noData' }, { label }) : `${label} ${value}`,
      goalValue && intl.formatMessage({ id: 'metrics.goal' }, { goal: goalValue }),
      tone && intl.formatMessage({ id: `metrics.tone.${direction}.${tone}` }),
    ];
    return {
      id,
      icon,
      label,
      short: intl.formatMessage({ id: `metrics.${id}.short` }),
      value,
      goal: goalValue && intl.formatMessage({ id: 'metrics.goal' }, { goal: goalValue }),
      tone,
      sentence: parts.filter(Boolean).join(', '),
      goalTooltip: figure.goalTooltip,
    };
  });
}
