import { call } from '@tessera/core';
import * as z from 'zod/mini';
import { goalsEndpoint } from './endpoints';

/**
 * GET /goal-user (spec 000 §3 Metrics): average_time {time_attendence, goal {value, tooltip},
 * interval}, csat {csat_percentage}, total_attendence, nps, goals.status {availability_name,
 * start_time}. The schema is lenient on purpose: any figure may be null, a number, a numeric
 * string or (for durations) "mm:ss"/"hh:mm:ss", and csat, total_attendence and nps may come bare
 * or as an object with their own goal. A figure it cannot read shows as missing; it never fails
 * the rest.
 */

/** One figure against its goal; either may be missing. */
export interface Figure {
  value: number | undefined;
  goal: number | undefined;
  /** The server's own words about the goal ("Meta: até 5 minutos por atendimento"). */
  goalTooltip: string | undefined;
}

export interface Metrics {
  /** Seconds. */
  averageTime: Figure;
  /** The period the figures cover, as the server names it ('day'...). */
  interval: string | undefined;
  /** Percent, 0 to 100. */
  csat: Figure;
  attendances: Figure;
  nps: Figure;
  /** The agent's availability and since when (an ISO instant). */
  status: { availabilityName: string | undefined; since: string | undefined };
}

/** A plain number: 91.4, "91.4", "91,4" or "91.4%". */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/%$/, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** Seconds from a number of seconds, "mm:ss" or "hh:mm:ss". */
export function readSeconds(value: unknown): number | undefined {
  if (typeof value === 'string') {
    const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(value.trim());
    if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  }
  const n = readNumber(value);
  return n === undefined || n < 0 ? undefined : n;
}

const text = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined || v === '' ? undefined : String(v))),
);
const goalSchema = z.catch(z.nullish(z.looseObject({ value: z.unknown(), tooltip: z.optional(text) })), undefined);
/** A figure either bare or as an object whose value sits under one of `keys`. */
const figureSchema = (keys: readonly string[]) =>
  z.pipe(
    z.catch(z.nullish(z.union([z.number(), z.string(), z.looseObject({ goal: goalSchema })])), undefined),
    z.transform((raw): { value: unknown; goal: { value?: unknown; tooltip?: string | undefined } | null | undefined } => {
      if (raw === null || raw === undefined || typeof raw !== 'object') return { value: raw, goal: undefined };
      const record = raw as Record<string, unknown>;
      const key = keys.find((k) => record[k] !== undefined && record[k] !== null);
      return { value: key ? record[key] : undefined, goal: raw.goal };
    }),
  );

const rawMetricsSchema = z.looseObject({
  average_time: z.catch(z.nullish(z.looseObject({ time_attendence: z.unknown(), goal: goalSchema, interval: z.optional(text) })), undefined),
  csat: figureSchema(['csat_percentage', 'value']),
  total_attendence: figureSchema(['value', 'total', 'total_attendence']),
  nps: figureSchema(['value', 'nps']),
  goals: z.catch(
    z.nullish(
      z.looseObject({
        status: z.catch(z.nullish(z.looseObject({ availability_name: z.optional(text), start_time: z.optional(text) })), undefined),
      }),
    ),
    undefined,
  ),
});

type RawMetrics = z.infer<typeof rawMetricsSchema>;

function figure(raw: { value: unknown; goal?: { value?: unknown; tooltip?: string | undefined } | null | undefined }, read = readNumber): Figure {
  return { value: read(raw.value), goal: read(raw.goal?.value), goalTooltip: raw.goal?.tooltip };
}

/** A start time the clock can count from: an ISO string or epoch milliseconds. */
function readInstant(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

function toMetrics(raw: RawMetrics): Metrics {
  const average = raw.average_time;
  const status = raw.goals?.status;
  return {
    averageTime: figure({ value: average?.time_attendence, goal: average?.goal }, readSeconds),
    interval: average?.interval,
    csat: figure(raw.csat),
    attendances: figure(raw.total_attendence),
    nps: figure(raw.nps),
    status: { availabilityName: status?.availability_name, since: readInstant(status?.start_time) },
  };
}

/** The `data` of GET /goal-user, read into the sidebar's figures. */
export const metricsSchema = z.pipe(rawMetricsSchema, z.transform(toMetrics));
const answerSchema = z.object({ data: metricsSchema });

/** The signed-in agent's metrics. Throws ApiError as every call does. */
export async function fetchMetrics(): Promise<Metrics> {
  return (await call('get', goalsEndpoint(), answerSchema)).data;
}
