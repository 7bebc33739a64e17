import type { DemoModel } from '@tessera/core/testing/demo';

/** The demo contact centre's side of the cockpit feed: what the app reported, kept for the controls and tests. */

export const SLICE_ID = 'cockpit';
const MAX_COCKPIT_REPORTS = 50;

/** One POST /cockpit the app sent. */
export type DemoCockpitReport = {
  userId: string;
  conversationId: string;
  nomeSolicitante: string;
  arriving: boolean;
  matricula: string;
  at: string;
};

export type CockpitState = { reports: DemoCockpitReport[] };
export const seedCockpit = (): CockpitState => ({ reports: [] });

/** POST /cockpit: kept (newest last, a few dozen). */
export function recordCockpit(model: DemoModel, userId: string, body: Record<string, unknown>): void {
  const report: DemoCockpitReport = {
    userId,
    conversationId: String(body.conversationId ?? ''),
    nomeSolicitante: String(body.nomeSolicitante ?? ''),
    arriving: body.arriving === true,
    matricula: String(body.matricula ?? ''),
    at: new Date(model.now()).toISOString(),
  };
  const state = model.slice<CockpitState>(SLICE_ID);
  state.reports = [...state.reports, report].slice(-MAX_COCKPIT_REPORTS);
}

/** What the app sent, oldest first. */
export function cockpitReports(model: DemoModel): DemoCockpitReport[] {
  return [...model.slice<CockpitState>(SLICE_ID).reports];
}
