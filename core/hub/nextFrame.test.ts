import { afterEach, describe, expect, test } from '@rstest/core';
import { nextFrame } from './nextFrame';

const scope = globalThis as { requestAnimationFrame: (run: FrameRequestCallback) => number };
const realFrame = scope.requestAnimationFrame;
afterEach(() => {
  scope.requestAnimationFrame = realFrame;
  delete (document as { visibilityState?: string }).visibilityState;
});

describe('when queued hub work runs', () => {
  test('in a hidden window, where frames never come, it still runs (the leader behind a popped-out tile keeps every window current)', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    let frames = 0;
    scope.requestAnimationFrame = () => ++frames;
    await new Promise<void>((resolve) => nextFrame(resolve));
    expect(frames).toBe(0);
  });

  test('in a shown window, before the next frame', async () => {
    let frames = 0;
    scope.requestAnimationFrame = (run) => {
      frames++;
      queueMicrotask(() => run(0));
      return frames;
    };
    await new Promise<void>((resolve) => nextFrame(resolve));
    expect(frames).toBe(1);
  });
});
