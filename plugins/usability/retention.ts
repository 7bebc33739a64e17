import { proxy } from 'valtio';
import { forgetRelationships } from './relationships';

/** Spec 000 §9: the usability panel's content is cleared 30 minutes after the panel was closed. */
export const RETENTION_MS = 1_800_000;

/**
 * When the panel was closed (null while it is open, or once its content is cleared). Kept as a
 * timestamp and compared with the clock, never counted down by a timer: a sleeping laptop or a
 * throttled background tab still clears on time, at the next look.
 */
export const panelClosure = proxy({ closedAt: null as number | null });

export function isExpired(closedAt: number | null, at: number): boolean {
  return closedAt !== null && at - closedAt >= RETENTION_MS;
}

/** The panel left the workspace at `at`. */
export function panelClosed(at: number): void {
  panelClosure.closedAt ??= at;
}

/** Clears the content (the relationships chosen) once 30 minutes have passed; true when it did. */
export function clearIfExpired(at: number): boolean {
  if (!isExpired(panelClosure.closedAt, at)) return false;
  forgetRelationships();
  panelClosure.closedAt = null;
  return true;
}

/** The panel is back at `at`: what it held comes back with it, unless its time ran out. */
export function panelReopened(at: number): void {
  clearIfExpired(at);
  panelClosure.closedAt = null;
}

export function forgetClosure(): void {
  panelClosure.closedAt = null;
}
