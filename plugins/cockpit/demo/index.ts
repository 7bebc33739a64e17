import { apiUrl, authed, defineDemoSlice, ok, readBody } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { cockpitEndpoint } from '../endpoints';
import { cockpitReports, type DemoCockpitReport, recordCockpit, seedCockpit, SLICE_ID } from './reports';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** What the app sent to POST /cockpit, oldest first. */
    cockpitReports(): Promise<DemoCockpitReport[]>;
  }
}

/** The cockpit's slice of the demo contact centre: POST /cockpit, its reports kept for the controls. */
export const cockpitDemo = defineDemoSlice({
  id: SLICE_ID,
  seed: seedCockpit,
  handlers: (ctx) => [
    // { conversationId, nomeSolicitante, arriving, matricula } -> { data: { received: true } }.
    http.post(
      apiUrl(cockpitEndpoint()),
      authed(ctx, async ({ request, user }) => {
        const body = await readBody(request);
        ctx.host.mutate((m) => recordCockpit(m, user.id, body));
        return ok({ received: true });
      }),
    ),
  ],
  reads: { cockpitReports },
});
