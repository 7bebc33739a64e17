import { availabilityChanged, call, getConfig } from '@tessera/core';
import { DEMO_SUPERVISOR, store, useHarness } from '@tessera/core/testing';
import { afterEach, describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { metricsPlugin } from '.';
import { goalsEndpoint } from './endpoints';
import MetricsSection from './MetricsSection';
import { METRICS_REFRESH_MS, metricsTiming } from './state';

// Each test signs in afresh: a new session, so no figures kept from the test before.
const harness = useHarness({ paused: true });

afterEach(() => {
  metricsTiming.refreshMs = METRICS_REFRESH_MS;
});

const goalsUrl = () => `${getConfig().clientsApiUrl}/goal-user`;

/** From now on the server answers these figures, with the average time given (seconds). */
async function serveAverage(seconds: number) {
  const data = await demoFigures();
  harness.demo.server.use(
    http.get(goalsUrl(), () => HttpResponse.json({ data: { ...data, average_time: { ...data.average_time, time_attendence: seconds } } })),
  );
}

/** What the demo contact centre answers GET /goal-user with, for the signed-in agent. */
async function demoFigures() {
  const answer = await call('get', goalsEndpoint(), z.object({ data: z.any() }));
  return answer.data as {
    average_time: { time_attendence: number; goal: { value: number } };
    csat: { csat_percentage: number; goal: { value: number } };
    total_attendence: { value: number; goal: { value: number } };
    nps: { value: number; goal: { value: number } };
    goals: { status: { availability_name: string } };
  };
}

const clock = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
const ptDecimal = (n: number, d: number) => n.toFixed(d).replace('.', ',');

function renderSection(collapsed = false) {
  return harness.render(<MetricsSection collapsed={collapsed} />, [metricsPlugin]);
}

const figure = (name: RegExp) => screen.findByRole('img', { name });

describe('metrics sidebar section', () => {
  test('expanded: each figure with its goal and how it stands, CSAT and NPS with 2 decimals', async () => {
    const demo = await demoFigures();
    renderSection(false);

    const average = await figure(/^Tempo médio /);
    const seconds = demo.average_time.time_attendence;
    const averageTone = seconds >= 300 ? 'acima da meta' : seconds * 4 >= 300 * 3 ? 'perto do limite da meta' : 'dentro da meta';
    expect(average.getAttribute('aria-label')).toBe(`Tempo médio ${clock(seconds)}, meta ${clock(demo.average_time.goal.value)}, ${averageTone}`);
    expect(within(average).getByText(clock(demo.average_time.time_attendence))).toBeTruthy();
    expect(within(average).getByText('meta 05:00')).toBeTruthy();

    const csat = await figure(/^CSAT /);
    expect(csat.getAttribute('aria-label')).toBe(`CSAT ${ptDecimal(demo.csat.csat_percentage, 2)}%, meta 85%, meta atingida`);
    expect(within(csat).getByText(`${ptDecimal(demo.csat.csat_percentage, 2)}%`)).toBeTruthy();

    const nps = await figure(/^NPS /);
    expect(within(nps).getByText(ptDecimal(demo.nps.value, 2))).toBeTruthy();

    // 17 earlier today plus what the demo has seen finish: short of the 30 goal.
    const count = demo.total_attendence.value;
    const attendances = await figure(/^Atendimentos /);
    const tone = count >= 30 ? 'meta atingida' : count * 4 >= 30 * 3 ? 'perto da meta' : 'abaixo da meta';
    expect(attendances.getAttribute('aria-label')).toBe(`Atendimentos ${count}, meta 30, ${tone}`);

    // goals.status: the availability the server has and the time in it.
    const status = await figure(/^Online desde \d\d:\d\d, há \d\d:\d\d$/);
    expect(within(status).getByText('Tempo no status')).toBeTruthy();
  });

  test('collapsed: short words (not upper-cased abbreviations) and 1 decimal, the whole reading in the accessible name and tooltip', async () => {
    const demo = await demoFigures();
    renderSection(true);
    const csat = await figure(/^CSAT /);
    expect(within(csat).getByText(`${ptDecimal(demo.csat.csat_percentage, 1)}%`)).toBeTruthy();
    expect(csat.getAttribute('aria-label')).toContain(`CSAT ${ptDecimal(demo.csat.csat_percentage, 1)}%`);
    const average = await figure(/^Tempo médio /);
    expect(within(average).getByText('Tempo')).toBeTruthy();
    // No labels or goals on show at 80 wide: the tooltip carries them.
    expect(screen.queryByText('meta 05:00')).toBeNull();
    // Tabbing to the figure (keyboard focus) shows its tooltip.
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      average.focus();
    });
    expect((await screen.findByRole('tooltip')).textContent).toBe(average.getAttribute('aria-label'));
  });

  test('the goal colour follows the figure: an average over the goal turns bad, with a different shape', async () => {
    // A short tick for the test; the sidebar's own is 120 s (METRICS_REFRESH_MS).
    metricsTiming.refreshMs = 200;
    // 03:00 against the 05:00 goal (60 %), then 06:00.
    await serveAverage(180);
    renderSection(false);
    const average = await figure(/^Tempo médio 03:00/);
    expect(average.getAttribute('aria-label')).toBe('Tempo médio 03:00, meta 05:00, dentro da meta');
    expect(within(average).getByText('03:00').closest('[data-tone]')!.getAttribute('data-tone')).toBe('good');
    await serveAverage(360);
    expect((await figure(/^Tempo médio 06:00/)).getAttribute('aria-label')).toBe('Tempo médio 06:00, meta 05:00, acima da meta');
    expect(within(average).getByText('06:00').closest('[data-tone]')!.getAttribute('data-tone')).toBe('bad');
  });

  test('an API failure says “Serviço indisponível” in the section, with a retry', async () => {
    await harness.demo.control.setMetricsFailure(true);
    renderSection(false);
    expect(await screen.findByText('Serviço indisponível')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Tempo médio/ })).toBeNull();

    await harness.demo.control.setMetricsFailure(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Atualizar métricas' }));
    });
    expect(await figure(/^Tempo médio /)).toBeTruthy();
    expect(screen.queryByText('Serviço indisponível')).toBeNull();
  });

  test('a failed refresh keeps the last good figures, says so, and the next tick brings them back', async () => {
    // A short tick for the test; the sidebar's own is 120 s (METRICS_REFRESH_MS).
    metricsTiming.refreshMs = 300;
    renderSection(false);
    const before = (await figure(/^CSAT /)).getAttribute('aria-label');

    await harness.demo.control.setMetricsFailure(true);
    const note = await screen.findByText(/^Serviço indisponível\. Valores de \d\d:\d\d\.$/);
    expect((await figure(/^CSAT /)).getAttribute('aria-label')).toBe(before);

    await harness.demo.control.setMetricsFailure(false);
    // The next tick brings them back: the note goes, the figures stay.
    await waitForElementToBeRemoved(note, { timeout: 2_000 });
    expect(screen.queryByText(/Serviço indisponível/)).toBeNull();
    expect((await figure(/^CSAT /)).getAttribute('aria-label')).toBe(before);
  });

  test('after a status change the time in status starts again from the server’s new start', async () => {
    renderSection(false);
    await figure(/^Online desde /);
    const away = store.session!.availabilities.find((a) => a.name === 'Ausente')!;
    const userId = store.session!.user.id;
    await harness.demo.host.mutate((m) => m.setAvailability(userId, away.id));
    await act(async () => {
      availabilityChanged(away.id);
    });
    // Asked again once the change has settled (2 s), the server says since when.
    expect(await screen.findByRole('img', { name: /^Ausente desde \d\d:\d\d, há 00:0\d$/ }, { timeout: 5_000 })).toBeTruthy();
  }, 10_000);

  test('the figures of one agent never show for the next one signing in on the device', async () => {
    renderSection(false);
    const agents = (await figure(/^CSAT /)).getAttribute('aria-label')!;
    // The supervisor signs in on the same device, the section still on screen.
    await act(async () => {
      await harness.signIn(DEMO_SUPERVISOR);
    });
    expect(screen.queryByRole('img', { name: agents })).toBeNull();
    // What shows next is the supervisor's own.
    const supervisors = (await figure(/^CSAT /)).getAttribute('aria-label');
    expect(supervisors).not.toBe(agents);
    expect(screen.queryByRole('img', { name: agents })).toBeNull();
  });

  test('switching the language asks again, and the status the company named in English shows in English with no blank between', async () => {
    harness.demo.model.setAvailability(harness.demo.model.state.users.find((u) => u.email === 'agente@tessera.demo')!.id, 'avl-almoco');
    renderSection(false);
    await screen.findByRole('img', { name: /^Almoço desde / });
    let asked = 0;
    harness.demo.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/goal-user')) asked++;
    });
    act(() => {
      store.preferences.language = 'en';
    });
    // The Portuguese figures stay on screen while the English ones are on their way.
    expect(screen.getByRole('img', { name: /^Almoço / })).toBeTruthy();
    await screen.findByRole('img', { name: /^Lunch since / });
    expect(asked).toBe(1);
    harness.demo.server.events.removeAllListeners();
  });
});

