import { afterEach, describe, expect, test } from '@rstest/core';
import { setLogSink } from '../logger';
import { createFrameQueue, NEXT_SLICE } from './frameQueue';

/** A hand-driven clock and frame scheduler: each `frame()` runs what was scheduled for it. */
function frames() {
  let time = 1_000;
  let next: (() => void)[] = [];
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    schedule: (slice: () => void) => void next.push(slice),
    frame() {
      const due = next;
      next = [];
      due.forEach((slice) => slice());
    },
    get planned() {
      return next.length;
    },
  };
}

afterEach(() => setLogSink(undefined));

describe('hub events in frame-sized slices', () => {
  test('a lone event applies at once; the ones right behind it wait for the next frame, in order', () => {
    const clock = frames();
    const queue = createFrameQueue({ schedule: clock.schedule, now: clock.now });
    const seen: number[] = [];
    queue.push(() => void seen.push(1));
    expect(seen).toEqual([1]);
    queue.push(() => void seen.push(2));
    queue.push(() => void seen.push(3));
    expect(seen).toEqual([1]);
    clock.frame();
    expect(seen).toEqual([1, 2, 3]);
    expect(queue.size).toBe(0);
  });

  test('a burst is split where a slice passes its budget, and nothing is lost or reordered', () => {
    const clock = frames();
    const slices: number[][] = [];
    const queue = createFrameQueue({
      schedule: clock.schedule,
      now: clock.now,
      budgetMs: 8,
      aroundSlice: (slice) => {
        slices.push([]);
        slice();
      },
    });
    const seen: number[] = [];
    // Each event costs 1 ms: eight fit in a slice, the one that crosses the budget ends it.
    const event = (n: number) => () => {
      seen.push(n);
      slices.at(-1)!.push(n);
      clock.advance(1);
    };
    clock.advance(100);
    for (let n = 0; n < 20; n++) queue.push(event(n));
    expect(seen).toEqual([0]);
    while (clock.planned) clock.frame();
    expect(seen).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(slices.map((s) => s.length)).toEqual([1, 8, 8, 3]);
  });

  test('an event that throws is logged and skipped; the events after it still apply', () => {
    const errors: string[] = [];
    setLogSink({ warn: () => undefined, info: () => undefined, error: (m) => void errors.push(m) });
    const clock = frames();
    const queue = createFrameQueue({ schedule: clock.schedule, now: clock.now });
    const seen: string[] = [];
    queue.push(() => void seen.push('first'));
    queue.push(() => {
      throw new Error('bad payload');
    });
    queue.push(() => void seen.push('third'));
    clock.frame();
    expect(seen).toEqual(['first', 'third']);
    expect(errors).toHaveLength(1);
  });

  test('cleared (the connection stopped), what was waiting never applies', () => {
    const clock = frames();
    const queue = createFrameQueue({ schedule: clock.schedule, now: clock.now });
    const seen: number[] = [];
    queue.push(() => void seen.push(1));
    queue.push(() => void seen.push(2));
    queue.clear();
    clock.frame();
    expect(seen).toEqual([1]);
    expect(queue.size).toBe(0);
  });

  test('work may ask for the next slice, so what the slice did so far is seen (rendered) before it runs', () => {
    const clock = frames();
    const slices: string[][] = [];
    const queue = createFrameQueue({
      schedule: clock.schedule,
      now: clock.now,
      aroundSlice: (slice) => {
        slices.push([]);
        slice();
      },
    });
    clock.advance(100);
    queue.push(() => void slices.at(-1)!.push('first alone'));
    queue.push(() => void slices.at(-1)!.push('arrives'));
    queue.push((firstInSlice) => {
      if (!firstInSlice) return NEXT_SLICE;
      slices.at(-1)!.push('leaves');
    });
    queue.push(() => void slices.at(-1)!.push('after'));
    while (clock.planned) clock.frame();
    expect(slices).toEqual([['first alone'], ['arrives'], ['leaves', 'after']]);
  });

  test('when the frames between slices run long (a heavy render, a busy machine), slices shrink, and grow back after', () => {
    const clock = frames();
    const sizes: number[] = [];
    const queue = createFrameQueue({
      schedule: clock.schedule,
      now: clock.now,
      budgetMs: 8,
      aroundSlice: (slice) => {
        sizes.push(0);
        slice();
      },
    });
    clock.advance(100);
    for (let n = 0; n < 60; n++)
      queue.push(() => {
        sizes[sizes.length - 1]! += 1;
        clock.advance(1);
      });
    // Each frame after a slice costs 40 ms more (its render), twice; then frames are quick.
    for (let frame = 0; clock.planned; frame++) {
      if (frame < 3) clock.advance(40);
      clock.frame();
    }
    expect(sizes.slice(0, 4)).toEqual([1, 8, 4, 2]);
    expect(sizes.slice(4, 7)).toEqual([3, 5, 7]);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(60);
  });
});
