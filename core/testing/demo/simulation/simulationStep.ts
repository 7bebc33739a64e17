import { SECOND } from '../model/clock';
import { isOpen } from '../model/conversationOps';
import type { DemoModel } from '../model/DemoModel';
import { consumerReply } from './consumerReply';

/**
 * One step of life in the contact centre, driven only by timestamps kept in the model state, so
 * whichever window runs the simulation picks up exactly where another left off.
 */
export type SimulationSettings = {
  /** Seconds between arrivals, drawn from [min, max]. */
  arrivalSeconds: { min: number; max: number };
  /** No arrivals while the signed-in user has this many open conversations. */
  maxOpen: number;
};

export const defaultSettings: SimulationSettings = { arrivalSeconds: { min: 25, max: 60 }, maxOpen: 12 };

const due = (at: number | undefined, now: number) => at !== undefined && at <= now;

/** Cheap check (no write) whether anything is due, so idle ticks never touch the stored state. */
export function hasDueWork(model: DemoModel): boolean {
  if (model.isPaused()) return false;
  const now = model.now();
  const arrival = model.state.simulation.nextArrivalAt;
  if (model.signedInUserId() && (arrival === undefined || arrival <= now)) return true;
  return Object.values(model.state.conversations).some(
    ({ pending }) => due(pending.replyAt, now) || due(pending.inactiveAt, now) || due(pending.endPosChatAt, now),
  );
}

export function runDueWork(model: DemoModel, settings: SimulationSettings = defaultSettings): void {
  if (model.isPaused()) return;
  const now = model.now();
  const userId = model.signedInUserId();
  const sim = model.state.simulation;
  if (userId && (sim.nextArrivalAt === undefined || sim.nextArrivalAt <= now)) {
    if (sim.nextArrivalAt !== undefined) {
      const open = model.listConversations(userId).filter(isOpen).length;
      if (open < settings.maxOpen) model.newConversation({ userId });
    }
    sim.nextArrivalAt = now + model.rng.int(settings.arrivalSeconds.min, settings.arrivalSeconds.max) * SECOND;
  }
  for (const [id, record] of Object.entries(model.state.conversations)) {
    const { pending } = record;
    if (due(pending.replyAt, now) && isOpen(record.conversation)) model.consumerSends(id, consumerReply(model, id));
    else if (due(pending.inactiveAt, now)) model.markInactive(id);
    else if (due(pending.endPosChatAt, now)) model.endPosChat(id);
  }
}
