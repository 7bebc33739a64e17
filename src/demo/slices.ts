/// <reference types="@rspack/core/module" />
import { registerDemoSlices } from '../../core/testing/demo/slices';
import type { DemoSlice } from '../../core/testing/demo/slices';

/**
 * Every installed plugin's slice of the demo contact centre (`plugins/<id>/demo/index.ts`, found
 * by convention): registered in each realm that runs the demo (the page, the demo's worker, the
 * unit tests' setup). A new feature brings its slice in its own folder; neither the core nor
 * this file changes.
 */
const context = import.meta.webpackContext('../../plugins', { recursive: true, regExp: /^\.\/[^/]+\/demo\/index\.ts$/ });

export const installedDemoSlices: DemoSlice<unknown>[] = context
  .keys()
  .sort()
  .flatMap((key) => Object.values(context(key) as Record<string, unknown>).filter(isDemoSlice));

function isDemoSlice(value: unknown): value is DemoSlice<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && ('handlers' in value || 'seed' in value || 'actions' in value || 'reads' in value);
}

registerDemoSlices(installedDemoSlices);
