import { type Conversation, dateTimeLabel, formatDuration } from '@tessera/core';

export interface InfoRow {
  key: string;
  /** A message id for the key's label; without one the label comes from the key itself. */
  labelId?: string;
  /** A label to show as it is (pre- and post-chat questions come worded by the server). */
  label?: string;
  value: string;
}

/** A readable label for a key the workspace has no message for: 'clienteDesde' -> 'Cliente desde'. */
export function humanizeKey(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Chat information keys shown, in order (spec 001 §3); the rest are internal. */
export const CHAT_KEYS = ['id', 'protocol', 'identifier', 'status', 'createdAt', 'start', 'assignedTime', 'end', 'sla', 'closedBy'] as const;
const TRANSFER_HIDDEN = new Set(['departmentId', 'consumerId', 'userId', 'skillId', 'type']);
const ISO = /^\d{4}-\d{2}-\d{2}T/;

/** A value as text: dates as the agent's language writes them (dateTimeLabel), objects flattened, nothing as HTML. */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return ISO.test(value) ? dateTimeLabel(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // Breadcrumbs read as the trail they are (spec 001 §2: split on ' > ').
  if (Array.isArray(value)) return value.map((v) => valueText(key, v)).filter(Boolean).join(key === 'breadcrumbs' ? ' > ' : ', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${valueText(k, v)}`)
    .join(' · ');
}

export function chatRows(info: Record<string, unknown> | undefined): InfoRow[] {
  if (!info) return [];
  return CHAT_KEYS.filter((k) => info[k] !== undefined && info[k] !== null && info[k] !== '').map((k) => ({
    key: k,
    labelId: `generalInfo.key.${k}`,
    value: k === 'closedBy' ? String(info[k]) : k === 'sla' && typeof info[k] === 'number' ? formatDuration(info[k] * 1000) : valueText(k, info[k]),
  }));
}

/** One row per value; a nested block (usability, clientInfo) gives one row per entry. */
export function recordRows(record: Record<string, unknown> | undefined): InfoRow[] {
  if (!record) return [];
  return Object.entries(record)
    .flatMap(([key, value]) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value as Record<string, unknown>).map(([inner, v]) => ({ key: inner, value: valueText(inner, v) }))
        : [{ key, value: valueText(key, value) }],
    )
    .filter((row) => row.value !== '');
}

export function transferRows(history: Conversation['transferHistory']): InfoRow[][] {
  return (history ?? []).map((entry) =>
    Object.entries(entry)
      .filter(([key]) => !TRANSFER_HIDDEN.has(key))
      .map(([key, value]) => ({ key, labelId: ['label', 'date'].includes(key) ? `generalInfo.key.${key}` : undefined, value: valueText(key, value) }))
      .filter((row) => row.value !== ''),
  );
}
