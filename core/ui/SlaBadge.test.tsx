import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { I18nProvider } from '../i18n/I18nProvider';
import { conversationSchema } from '../schemas';
import { resetStore, store } from '../state/store';
import { SlaBadge } from './SlaBadge';

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A conversation whose agent last spoke at T0, slaLate 120 s: burst point T0 + 60 s, deadline T0 + 120 s. */
function conversation(id: string, status: 'active' | 'inactive' | 'closed') {
  return conversationSchema.parse({
    conversationId: id,
    status,
    skillId: 'skl',
    channel: 'whatsapp',
    consumer: { id: `p-${id}`, name: `Cliente ${id}` },
    lastMessage: { sentTime: iso(T0), by: 'agent', text: 'Olá' },
    slaLate: 120,
    statusTriggers: status === 'closed' ? {} : { overdue: iso(T0 + 120_000) },
    end: status === 'closed' ? iso(T0) : undefined,
  });
}

/** Renders one badge per id, counting each badge's renders (React's Profiler commits). */
function renderBadges(ids: string[]) {
  const renders: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  render(
    <I18nProvider>
      {ids.map((id) => (
        <Profiler key={id} id={id} onRender={() => (renders[id]! += 1)}>
          <SlaBadge conversationId={id} />
        </Profiler>
      ))}
    </I18nProvider>,
  );
  return renders;
}

const labels = () => screen.getAllByRole('img').map((b) => b.getAttribute('aria-label'));
const tick = async (ms: number) => {
  await act(async () => {
    rs.advanceTimersByTime(ms);
  });
};

/** A stand-in for the browser's IntersectionObserver: the test says what is on screen. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | undefined;
  readonly targets = new Set<Element>();
  constructor(private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.current = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  static async show(target: Element, onScreen: boolean) {
    await act(async () => FakeIntersectionObserver.current!.report([{ target, isIntersecting: onScreen }]));
  }
}
const realObserver = globalThis.IntersectionObserver;
beforeAll(() => {
  (globalThis as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterAll(() => {
  (globalThis as { IntersectionObserver: unknown }).IntersectionObserver = realObserver;
});

beforeEach(() => {
  rs.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  rs.setSystemTime(T0);
  resetStore();
});
afterEach(() => {
  cleanup();
  rs.useRealTimers();
  resetStore();
});

describe('SLA badge', () => {
  test('counts down every second, turns bursting at the burst point and overdue past the deadline', async () => {
    store.conversations = { a: conversation('a', 'active') };
    renderBadges(['a']);
    expect(labels()).toEqual(['No prazo, 02:00 restantes']);
    await tick(1_000);
    expect(labels()).toEqual(['No prazo, 01:59 restantes']);
    await tick(59_000); // T0 + 60 s: the burst point
    expect(labels()).toEqual(['Prazo perto do fim, 01:00 restantes']);
    await tick(60_000); // the deadline itself
    expect(labels()).toEqual(['Prazo perto do fim, 00:00 restantes']);
    await tick(1_000);
    expect(labels()).toEqual(['Prazo estourado há 00:01']);
    expect(screen.getByRole('img').textContent).toBe('00:01');
  });

  test('ticks re-render a running clock once a second, a finished or inactive one never', async () => {
    store.conversations = { a: conversation('a', 'active'), i: conversation('i', 'inactive'), c: conversation('c', 'closed') };
    const renders = renderBadges(['a', 'i', 'c']);
    expect(labels()).toEqual(['No prazo, 02:00 restantes', 'Inativa', 'Encerrada']);
    const before = { ...renders };
    for (let s = 0; s < 5; s++) await tick(1_000);
    expect(renders.a! - before.a!).toBe(5);
    expect(renders.i).toBe(before.i);
    expect(renders.c).toBe(before.c);
  });

  test('a change to the conversation shows at once, without waiting for a tick', async () => {
    store.conversations = { a: conversation('a', 'active') };
    renderBadges(['a']);
    await act(async () => {
      store.conversations.a!.status = 'inactive';
    });
    expect(labels()).toEqual(['Inativa']);
  });

  test('off screen a clock stops re-rendering each second; its name gives the deadline, and it still changes state', async () => {
    store.conversations = { a: conversation('a', 'active') };
    const renders = renderBadges(['a']);
    const clock = screen.getByRole('img');
    expect(FakeIntersectionObserver.current!.targets.has(clock)).toBe(true);
    await FakeIntersectionObserver.show(clock, false);
    expect(labels()[0]).toMatch(/^No prazo, até \d\d:\d\d:\d\d$/);
    const before = renders.a!;
    for (let s = 0; s < 10; s++) await tick(1_000);
    expect(renders.a).toBe(before);

    await tick(50_000); // past the burst point (T0 + 60 s): one render for the new state
    expect(labels()[0]).toMatch(/^Prazo perto do fim, até \d\d:\d\d:\d\d$/);
    expect(renders.a).toBe(before + 1);

    // Back on screen: the time left, to the second, at once.
    await FakeIntersectionObserver.show(clock, true);
    expect(labels()).toEqual(['Prazo perto do fim, 01:00 restantes']);
    await tick(61_000);
    expect(labels()).toEqual(['Prazo estourado há 00:01']);
  });

  test('off screen past the deadline, the name says since when', async () => {
    store.conversations = { a: conversation('a', 'active') };
    renderBadges(['a']);
    await FakeIntersectionObserver.show(screen.getByRole('img'), false);
    await tick(125_000);
    expect(labels()[0]).toMatch(/^Prazo estourado desde \d\d:\d\d:\d\d$/);
    expect(screen.getByRole('img').getAttribute('title')).toBe('Prazo estourado');
  });
});
