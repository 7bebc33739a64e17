import { gateContextOf } from '../plugins/gateContext';
import { evaluateWhen, type GateContext, type When } from '../plugins/when';
import { store } from '../state/store';

/** A binding's gate: data over the typed gate keys, or a predicate on the gate context. */
export type KeyWhen = When | ((context: GateContext) => boolean);

/** The gate context now, outside React (the same fields as useGateContext). */
export function currentGateContext(): GateContext {
  return gateContextOf(store, {});
}

export function passes(when: KeyWhen | undefined, context: () => GateContext): boolean {
  if (!when) return true;
  return typeof when === 'function' ? when(context()) : evaluateWhen(when, context());
}

const list = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T]);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether two gates can hold at the same time. Conservative: true unless they plainly exclude each
 * other (X and not X; channels, statuses or roles with nothing in common; an `all` with such a part).
 */
export function mayHoldTogether(a: KeyWhen | undefined, b: KeyWhen | undefined): boolean {
  if (!a || !b || typeof a === 'function' || typeof b === 'function') return true;
  if ('all' in a) return a.all.every((part) => mayHoldTogether(part, b));
  if ('all' in b) return b.all.every((part) => mayHoldTogether(a, part));
  if ('any' in a) return a.any.some((part) => mayHoldTogether(part, b));
  if ('any' in b) return b.any.some((part) => mayHoldTogether(a, part));
  if ('not' in a && same(a.not, b)) return false;
  if ('not' in b && same(b.not, a)) return false;
  if ('channel' in a && 'channel' in b) return list(a.channel).some((c) => list(b.channel).includes(c));
  if ('status' in a && 'status' in b) return list(a.status).some((s) => list(b.status).includes(s));
  if ('role' in a && 'role' in b) return a.role === b.role;
  return true;
}
