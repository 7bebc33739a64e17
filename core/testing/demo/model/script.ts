import { fillerExchanges } from './content/fillers';
import type { Line, Topic } from './content/topic';

/**
 * The lines of a conversation about a topic: opening, then (for a conversation the agent already
 * worked on) the history, topic extras and small talk until `length`, then the closing if finished.
 */
export function buildScript(topic: Topic, options: { worked: boolean; length?: number; finished: boolean }): Line[] {
  const lines: Line[] = [...topic.opening];
  if (options.worked) lines.push(...topic.history);
  const closing = options.finished ? topic.closing : [];
  const target = options.length ?? 0;
  const pool = options.worked ? [...topic.extra, ...fillerExchanges] : [];
  for (let i = 0; pool.length > 0 && lines.length + closing.length < target; i++) {
    lines.push(...(pool[i % pool.length] ?? []));
  }
  lines.push(...closing);
  return lines;
}
