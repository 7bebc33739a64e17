import { demoFeatures } from './company';
import type { ModelContext } from './context';
import { DemoError } from './types';

/** The company's features (Tab, Insight): as seeded, until a control changes them; sent with each session. */

export type DemoFeature = { name: string; active: boolean; required: boolean; config: unknown };

export function featuresOf(ctx: Pick<ModelContext, 'state'>): DemoFeature[] {
  return structuredClone(ctx.state.features ?? (demoFeatures() as DemoFeature[]));
}

/** Tabulation is owed only while the Tab feature is active and required (spec 001 §6). */
export function isTabRequired(ctx: Pick<ModelContext, 'state'>): boolean {
  const tab = featuresOf(ctx).find((f) => f.name === 'Tab');
  return !!tab?.active && !!tab.required;
}

/**
 * The company turns a feature on or off, makes it required or changes its settings: every signed-in user hears
 * featuresChanged with the new list (a Tessera extension event the backend may also send).
 */
export function setFeature(ctx: ModelContext, name: string, change: { active: boolean; required?: boolean; config?: unknown }): void {
  const features = featuresOf(ctx);
  const feature = features.find((f) => f.name === name);
  if (!feature) throw new DemoError(404, 'feature', `No feature named ${name}`);
  feature.active = !!change.active;
  if (change.required !== undefined) feature.required = !!change.required;
  // The feature's settings as the company edits them (Insight's terms), JSON as the server keeps it.
  if (change.config !== undefined) feature.config = structuredClone(change.config);
  ctx.state.features = features;
  announceFeatures(ctx);
}

/** Every signed-in user hears featuresChanged with the company's features as they are now. */
export function announceFeatures(ctx: ModelContext): void {
  const signedIn = new Set(Object.values(ctx.state.sessions).filter((s) => !s.ended).map((s) => s.userId));
  for (const userId of signedIn) ctx.emit({ userId, event: 'featuresChanged', payload: { features: featuresOf(ctx) } });
}
