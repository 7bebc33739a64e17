import * as z from 'zod/mini';
import type { AnyPlugin } from '../types';

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'expected a function');
const descriptor = z.looseObject({ id: z.string().check(z.minLength(1)) });
const table = z.union([z.record(z.string(), z.string()), fn]);
const ids = z.optional(z.array(z.string()));
const oneOrMany = z.union([z.string(), z.array(z.string())]);

/** A gate (when.ts), checked in shape: a malformed one would break every place that evaluates gates. */
const whenSchema: z.ZodMiniType<unknown> = z.lazy(() =>
  z.union([
    z.object({ feature: z.string(), required: z.optional(z.boolean()) }),
    z.object({ permission: z.string() }),
    z.object({ channel: oneOrMany }),
    z.object({ status: oneOrMany }),
    z.object({ conversation: z.enum(['selected', 'aiSummary', 'ticket', 'finished', 'untabulated']) }),
    z.object({ role: z.string() }),
    z.object({ key: z.string(), equals: z.optional(z.unknown()) }),
    z.object({ all: z.array(whenSchema) }),
    z.object({ any: z.array(whenSchema) }),
    z.object({ not: whenSchema }),
  ]),
);

/**
 * What a module a remote exposes as "./plugin" must default-export (or export as `plugin`): a
 * plugin made with definePlugin. Checked before it is installed; what the runtime checks among
 * the installed ones (namespaced, unclaimed ids) comes after.
 */
export const remotePluginContract = z.looseObject({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, 'a lowercase id of letters, digits and dashes')),
  title: descriptor,
  description: descriptor,
  // Its words in both languages, as every plugin has them.
  messages: z.looseObject({ pt: table, en: table }),
  activation: z.optional(z.enum(['session', 'firstUse'])),
  activate: z.optional(fn),
  config: z.optional(z.custom<object>((value) => typeof value === 'object' && value !== null && '_zod' in value, 'expected a zod schema')),
  when: z.optional(whenSchema),
  contributes: z.optional(z.record(z.string(), z.array(z.looseObject({ id: z.string().check(z.minLength(1)), when: z.optional(whenSchema) })))),
  provides: z.optional(z.string()),
  requires: ids,
  optional: ids,
  gateKeys: ids,
  contributionPoints: ids,
});

/** The exposed module's plugin, or what is wrong with it, in words for the admin. */
export function pluginOfModule(module: unknown): { ok: true; plugin: AnyPlugin } | { ok: false; problems: string } {
  const exported = typeof module === 'object' && module !== null ? ((module as { default?: unknown }).default ?? (module as { plugin?: unknown }).plugin) : undefined;
  if (exported === undefined) return { ok: false, problems: 'the module "./plugin" exports no plugin (a default export or `plugin`)' };
  const checked = z.safeParse(remotePluginContract, exported);
  if (!checked.success) {
    return { ok: false, problems: checked.error.issues.map((issue) => `${issue.path.join('.') || 'plugin'}: ${issue.message}`).join('; ') };
  }
  // The module's own object, not the parsed copy: the runtime compares contributions by identity.
  return { ok: true, plugin: exported as AnyPlugin };
}
