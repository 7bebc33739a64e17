import type { ModelContext } from './context';
import { tellEveryone } from './catalogOps';
import { announceFeatures, featuresOf, type DemoFeature } from './features';
import { DemoError, type DemoCompanyLayout, type DemoPlugin, type DemoUser } from './types';

/**
 * The company's administration (PUT /company/plugins, PUT /company/features, PUT /company/layout,
 * GET /company/changes):
 * an admin replaces the company's settings, every signed-in workspace hears of it at once, and each
 * change is kept with who made it, when, and the settings before and after.
 */

export type DemoChange = {
  id: string;
  at: string;
  by: { id: string; name: string };
  target: { kind: 'plugin' | 'feature' | 'layout' | 'remotes'; id: string };
  before: unknown;
  after: unknown;
};

/** The history keeps the newest 200 changes. */
const HISTORY_LIMIT = 200;

/** Only an admin may read or change the company's settings. */
export function requireAdmin(user: DemoUser): void {
  if (!user.admin) throw new DemoError(403, 'user', 'Access denied, contact your supervisor');
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function record(ctx: ModelContext, by: DemoUser, target: DemoChange['target'], before: unknown, after: unknown): void {
  const changes = (ctx.state.changes ??= []);
  changes.push({
    id: ctx.nextId(),
    at: new Date(ctx.now()).toISOString(),
    by: { id: by.id, name: by.name },
    target,
    before: before === undefined ? null : structuredClone(before),
    after: after === undefined ? null : structuredClone(after),
  });
  if (changes.length > HISTORY_LIMIT) changes.splice(0, changes.length - HISTORY_LIMIT);
}

const pluginEntry = (p: DemoPlugin | undefined) => (p ? { enabled: p.enabled, ...(p.config ? { config: p.config } : {}) } : null);

/**
 * The admin's plugin list replaces the company's, and its list of plugins from outside the build
 * when given; what changed is recorded and every workspace reloads it.
 */
export function replacePlugins(ctx: ModelContext, by: DemoUser, plugins: DemoPlugin[], remotes?: { url: string }[]): DemoPlugin[] {
  requireAdmin(by);
  const before = ctx.state.plugins;
  let remotesChanged = false;
  if (remotes) {
    const was = (ctx.state.remotes ?? []).map((r) => r.url);
    const is = remotes.map((r) => r.url);
    if (!same(was, is)) {
      remotesChanged = true;
      record(ctx, by, { kind: 'remotes', id: 'list' }, { remotes: was }, { remotes: is });
      ctx.state.remotes = is.map((url) => ({ url }));
    }
  }
  const ids = new Set([...before.map((p) => p.id), ...plugins.map((p) => p.id)]);
  let changed = remotesChanged;
  for (const id of ids) {
    const was = pluginEntry(before.find((p) => p.id === id));
    const is = pluginEntry(plugins.find((p) => p.id === id));
    // Left out of the new list: the plugin keeps its default (recorded as no settings).
    if (same(was, is)) continue;
    changed = true;
    record(ctx, by, { kind: 'plugin', id }, was, is);
  }
  ctx.state.plugins = structuredClone(plugins);
  if (changed) tellEveryone(ctx, 'companyPluginsChanged');
  return structuredClone(ctx.state.plugins);
}

/** The admin's features replace the company's (by name); signed-in users get featuresChanged with the new list. */
export function replaceFeatures(ctx: ModelContext, by: DemoUser, features: DemoFeature[]): DemoFeature[] {
  requireAdmin(by);
  const current = featuresOf(ctx);
  const next = current.map((feature) => {
    const given = features.find((f) => f.name === feature.name);
    return given ? { name: feature.name, active: !!given.active, required: !!given.required, config: structuredClone(given.config ?? null) } : feature;
  });
  for (const given of features) {
    if (!current.some((f) => f.name === given.name)) throw new DemoError(404, 'feature', `No feature named ${given.name}`);
  }
  let changed = false;
  for (const feature of next) {
    const was = current.find((f) => f.name === feature.name)!;
    if (same(was, feature)) continue;
    changed = true;
    record(ctx, by, { kind: 'feature', id: feature.name }, was, feature);
  }
  ctx.state.features = next;
  if (changed) announceFeatures(ctx);
  return featuresOf(ctx);
}

/**
 * The admin's default layout replaces the company's (null removes it): recorded as the change of
 * ('layout', 'default') and every user's workspace loads it again (companyLayoutChanged).
 */
export function replaceLayout(ctx: ModelContext, by: DemoUser, layout: DemoCompanyLayout | null): DemoCompanyLayout | null {
  requireAdmin(by);
  const before = ctx.state.companyLayout ?? null;
  const after = layout ? { tree: structuredClone(layout.tree), dock: layout.dock ?? null } : null;
  if (!same(before, after)) {
    record(ctx, by, { kind: 'layout', id: 'default' }, before, after);
    ctx.state.companyLayout = after;
    tellEveryone(ctx, 'companyLayoutChanged');
  }
  return structuredClone(ctx.state.companyLayout ?? null);
}

/** The recorded changes, newest first. */
export function companyChanges(ctx: Pick<ModelContext, 'state'>): DemoChange[] {
  return structuredClone(ctx.state.changes ?? []).reverse();
}
