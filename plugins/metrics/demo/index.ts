import { apiUrl, authed, defineDemoSlice, languageOf, ok } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { goalsEndpoint } from '../endpoints';
import { goals, isMetricsFailing, seedMetrics, setMetricsFailure, SLICE_ID } from './goals';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** true makes GET /goal-user answer 500 until turned off (the metrics sidebar's failure). */
    setMetricsFailure(on: boolean): Promise<void>;
    isMetricsFailing(): Promise<boolean>;
  }
}

/** The metrics' slice of the demo contact centre: GET /goal-user for the signed-in agent, and its failure switch. */
export const metricsDemo = defineDemoSlice({
  id: SLICE_ID,
  seed: seedMetrics,
  handlers: (ctx) => [http.get(apiUrl(goalsEndpoint()), authed(ctx, ({ user, request }) => ok(ctx.host.read((m) => goals(m, user.id, languageOf(request))))))],
  actions: { setMetricsFailure },
  reads: { isMetricsFailing },
});
