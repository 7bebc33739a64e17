import type { Bus, BusEvents, MessageAuthor, WorkspaceState } from '@tessera/core';
import { playChime } from './chime';

/** Chimes closer together than this are one: a burst of arrivals rings once, not ten times. */
export const CHIME_GAP_MS = 1_000;

/** Consumer messages ring; the agent's own (another window, another device), a manager's or a bot's do not. */
export function isFromConsumer(by: MessageAuthor): boolean {
  return by === 'consumer' || by === 'client';
}

/**
 * Rings for a new conversation (hub newMessageQueue) and a consumer message (newMessageTelegram)
 * at the agent's volume. Hub events reach the bus only in the leader window, the one holding
 * the hub connection, so a browser with several Tessera windows rings once. Returns the disposer.
 */
export function ringOnArrivals(bus: Bus, state: WorkspaceState, play: (volume: number) => boolean = playChime, now: () => number = Date.now): () => void {
  let lastRang = Number.NEGATIVE_INFINITY;
  const ring = () => {
    const at = now();
    if (at - lastRang < CHIME_GAP_MS) return;
    if (play(state.preferences.volume)) lastRang = at;
  };
  const onQueue = () => ring();
  const onTelegram = ({ message }: BusEvents['hub:newMessageTelegram']) => {
    if (isFromConsumer(message.by)) ring();
  };
  bus.on('hub:newMessageQueue', onQueue);
  bus.on('hub:newMessageTelegram', onTelegram);
  return () => {
    bus.off('hub:newMessageQueue', onQueue);
    bus.off('hub:newMessageTelegram', onTelegram);
  };
}
