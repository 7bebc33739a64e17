import { testModel } from '@tessera/core/testing/demo';
import { describe, expect, it } from '@rstest/core';
import { enqueue, queueSummary, setQueueWaiting } from './queue';

describe('queue summary', () => {
  it('lists every skill with its waiting consumers and colour, the same on every fresh demo', () => {
    const { model } = testModel();
    const summary = queueSummary(model);
    expect(summary.map((s) => s.skill_id)).toEqual(model.skills().map((s) => s.id));
    expect(summary.find((s) => s.skill_id === 'skl-assistencia')).toEqual({
      skill_id: 'skl-assistencia',
      queue: 'Assistência 24h',
      on_queue_number: 12,
      color: '#c2255c',
    });
    for (const item of summary) expect(item.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(queueSummary(testModel().model)).toEqual(summary);
  });

  it('enqueue grows the named queue, or the shortest one; setQueueWaiting sets it', () => {
    const { model } = testModel();
    const waiting = (id: string) => queueSummary(model).find((s) => s.skill_id === id)!.on_queue_number;
    expect(enqueue(model, 'skl-vida', 2)).toBe('skl-vida');
    expect(waiting('skl-vida')).toBe(3);
    // Automação de Tickets has nobody waiting: it is the shortest queue.
    expect(enqueue(model)).toBe('skl-tickets');
    expect(waiting('skl-tickets')).toBe(1);
    setQueueWaiting(model, 'skl-residencial', 0);
    expect(waiting('skl-residencial')).toBe(0);
    expect(() => setQueueWaiting(model, 'skl-nenhuma', 1)).toThrow(/Skill not found/);
    expect(() => setQueueWaiting(model, 'skl-vida', -1)).toThrow(/whole number/);
  });

  it('survives a save and reload of the state', () => {
    const { model } = testModel();
    enqueue(model, 'skl-vida', 4);
    const reloaded = testModel().model;
    reloaded.load(model.toJSON());
    expect(queueSummary(reloaded)).toEqual(queueSummary(model));
  });
});
