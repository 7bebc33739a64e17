import type { HttpHandler } from 'msw';
import { coreControlNames } from './coreControls';
import type { HandlerContext } from './handlers/respond';
import type { DemoModel } from './model/DemoModel';

/** A control of a slice: runs on the model with the arguments the caller gave. */
export type DemoSliceControl = (model: DemoModel, ...args: any[]) => unknown;

/**
 * One feature's part of the demo contact centre, brought by its plugin (`plugins/<id>/demo/`):
 * the msw handlers of its endpoints, its part of the model's state, and its controls. The core's
 * demo knows no feature: the demo server, the browser's backend and the test harness serve every
 * slice registered (src/demo/slices.ts registers the installed plugins' slices).
 */
export interface DemoSlice<State = unknown> {
  /** The plugin's id: its state lives at `model.slice(id)`. */
  id: string;
  /** The slice's state on a fresh (or reset) demo: JSON-safe; made the first time it is read. */
  seed?: (model: DemoModel) => State;
  /** The REST endpoints of the feature, answered from the model (see handlers/respond.ts). */
  handlers?: (ctx: HandlerContext) => HttpHandler[];
  /**
   * Controls that change the model: each becomes a method of DemoControl (`window.tesseraDemo`,
   * `createDemoServer().control`) resolving to what it returns. Declare their types on DemoControl
   * by declaration merging: `declare module '@tessera/core/testing/demo' { interface DemoControl { ... } }`.
   */
  actions?: Record<string, DemoSliceControl>;
  /** Controls that only read the model. */
  reads?: Record<string, DemoSliceControl>;
}

/** Declares a feature's demo slice (identity: for types and discoverability). */
export function defineDemoSlice<State>(slice: DemoSlice<State>): DemoSlice<State> {
  return slice;
}

const registry = new Map<string, DemoSlice<any>>();

/**
 * Adds slices to this realm's demo (the page, the demo's worker, a test process). Registering
 * the same slice again is a no-op; another slice with a taken id, or a control name another
 * slice or the core already has, is refused.
 */
export function registerDemoSlices(slices: Iterable<DemoSlice<any>>): void {
  for (const slice of slices) {
    const known = registry.get(slice.id);
    if (known === slice) continue;
    if (known) throw new Error(`[tessera-demo] two demo slices are named '${slice.id}'`);
    const taken = new Set([...coreControlNames, ...[...registry.values()].flatMap(controlNames)]);
    const clash = controlNames(slice).find((name) => taken.has(name));
    if (clash) throw new Error(`[tessera-demo] the demo control '${clash}' of slice '${slice.id}' is taken`);
    registry.set(slice.id, slice);
  }
}

/** The registered slices, in registration order. */
export function demoSlices(): readonly DemoSlice<unknown>[] {
  return [...registry.values()];
}

export function demoSlice(id: string): DemoSlice<unknown> | undefined {
  return registry.get(id);
}

function controlNames(slice: DemoSlice<unknown>): string[] {
  return [...Object.keys(slice.actions ?? {}), ...Object.keys(slice.reads ?? {})];
}

/** The names of every slice control (the page's remote control forwards them to the backend). */
export function sliceControlNames(): string[] {
  return demoSlices().flatMap(controlNames);
}
