import * as z from 'zod/mini';
import type { DemoChange } from './adminOps';
import type { ModelContext } from './context';
import { tellEveryone } from './catalogOps';
import { announceFeatures, type DemoFeature, featuresOf } from './features';
import type { DemoCompanyLayout, DemoPlugin, DemoState } from './types';

/**
 * The company's settings as one JSON value: what the demo's server keeps for every browser it
 * serves (companyRelay.mjs, backend/companyRelay.ts), so that an admin in one browser reaches an
 * agent in another as on a real backend.
 */
export type DemoCompanySnapshot = {
  plugins: DemoPlugin[];
  remotes: { url: string }[];
  features: DemoFeature[];
  companyLayout: DemoCompanyLayout | null;
  revisions: NonNullable<DemoState['revisions']>;
  changes: DemoChange[];
};

/** What another browser sent is checked before it replaces anything here. */
export const companySnapshotSchema = z.object({
  plugins: z.array(z.looseObject({ id: z.string(), enabled: z.boolean(), config: z.optional(z.record(z.string(), z.unknown())) })),
  remotes: z.array(z.object({ url: z.string() })),
  features: z.array(z.looseObject({ name: z.string(), active: z.boolean(), required: z.boolean(), config: z.unknown() })),
  companyLayout: z.nullable(z.object({ tree: z.unknown(), dock: z.nullable(z.string()) })),
  revisions: z.partialRecord(z.enum(['plugins', 'features', 'layout']), z.number()),
  changes: z.array(
    z.looseObject({
      id: z.string(),
      at: z.string(),
      by: z.object({ id: z.string(), name: z.string() }),
      target: z.object({ kind: z.enum(['plugin', 'feature', 'layout', 'remotes']), id: z.string() }),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
});

/** The settings as the state holds them, not copied. */
function companyView(ctx: Pick<ModelContext, 'state'>): DemoCompanySnapshot {
  const { state } = ctx;
  return {
    plugins: state.plugins,
    remotes: state.remotes ?? [],
    features: featuresOf(ctx),
    companyLayout: state.companyLayout ?? null,
    revisions: state.revisions ?? {},
    changes: state.changes ?? [],
  };
}

export function companySnapshot(ctx: Pick<ModelContext, 'state'>): DemoCompanySnapshot {
  return structuredClone(companyView(ctx));
}

/**
 * A short text that changes whenever the settings do (the history by its length and newest entry,
 * not whole): cheap enough to take after every change of the model.
 */
export function companyFingerprint(settings: DemoCompanySnapshot | Pick<ModelContext, 'state'>): string {
  const { plugins, remotes, features, companyLayout, revisions, changes } = 'state' in settings ? companyView(settings) : settings;
  return JSON.stringify([plugins, remotes, features, companyLayout, revisions, changes.length, changes.at(-1)?.id ?? null]);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Takes in the company's settings as another browser saved them; the workspaces here hear what
 * changed as they would from the server (companyPluginsChanged, featuresChanged, companyLayoutChanged).
 */
export function adoptCompanySnapshot(ctx: ModelContext, next: DemoCompanySnapshot): void {
  const was = companySnapshot(ctx);
  const { state } = ctx;
  state.plugins = structuredClone(next.plugins);
  state.remotes = structuredClone(next.remotes);
  state.features = structuredClone(next.features);
  state.companyLayout = structuredClone(next.companyLayout);
  state.revisions = structuredClone(next.revisions);
  state.changes = structuredClone(next.changes);
  if (!same([was.plugins, was.remotes], [next.plugins, next.remotes])) tellEveryone(ctx, 'companyPluginsChanged');
  if (!same(was.companyLayout, next.companyLayout)) tellEveryone(ctx, 'companyLayoutChanged');
  if (!same(was.features, next.features)) announceFeatures(ctx);
}
