import * as z from 'zod/mini';
import { configOf, type FieldSpec } from './schemaFields';

/** A validation message: a message id of the admin's (or the plugin's) tables, with its values. */
export interface FieldMessage {
  id: string;
  values?: Record<string, string | number>;
}

export type Validation =
  | { ok: true; config: Record<string, unknown> }
  /** Errors by field path ('skills', 'list.0.regex'); '' is the whole form. */
  | { ok: false; errors: Record<string, FieldMessage> };

/** A custom check's issue names its message this way: `ctx.issues.push({ ..., params: { messageId, values } })`. */
type CustomParams = { messageId?: string; values?: Record<string, string | number> };

const GENERIC_MESSAGE = 'Invalid input';

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  return node;
}

/**
 * The message for one of zod's issues, in the admin's words (admin.form.error.*): lengths, bounds,
 * types, choices, formats. A custom check gives its own message id in `params.messageId`; a plugin
 * may also pass a message id of its tables as the check's `error` (`z.minLength(1, { error:
 * 'cockpit.config.skills.empty' })`), used when `known(id)` says the id exists.
 */
export function messageOf(issue: z.core.$ZodIssue, known: (id: string) => boolean = () => false, value: unknown = issue.input): FieldMessage {
  if (issue.message && issue.message !== GENERIC_MESSAGE && known(issue.message)) return { id: issue.message };
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? { id: 'admin.form.error.required' } : { id: 'admin.form.error.tooShort', values: { min } };
      if (issue.origin === 'array') return { id: 'admin.form.error.tooFew', values: { min } };
      return { id: issue.inclusive === false ? 'admin.form.error.above' : 'admin.form.error.atLeast', values: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { id: 'admin.form.error.tooLong', values: { max } };
      if (issue.origin === 'array') return { id: 'admin.form.error.tooMany', values: { max } };
      return { id: issue.inclusive === false ? 'admin.form.error.below' : 'admin.form.error.atMost', values: { max } };
    }
    case 'invalid_type':
      if (issue.expected === 'int') return { id: 'admin.form.error.integer' };
      if (value === undefined || value === null || value === '') return { id: 'admin.form.error.required' };
      if (issue.expected === 'number') return { id: 'admin.form.error.number' };
      return { id: 'admin.form.error.type' };
    case 'invalid_value':
      return { id: 'admin.form.error.choice', values: { options: issue.values.map(String).join(', ') } };
    case 'invalid_format':
      return { id: 'admin.form.error.format' };
    case 'custom': {
      const params = (issue.params ?? {}) as CustomParams;
      if (params.messageId) return { id: params.messageId, ...(params.values ? { values: params.values } : {}) };
      return { id: 'admin.form.error.invalid' };
    }
    default:
      return { id: 'admin.form.error.invalid' };
  }
}

/**
 * Checks the form's values against the schema: the settings to save, or a message per field (the
 * first issue of each). This is what the settings forms' resolver runs.
 */
export function validateConfig(schema: z.core.$ZodType, fields: readonly FieldSpec[], values: Record<string, unknown>, known?: (id: string) => boolean): Validation {
  const config = configOf(fields, values);
  const result = z.safeParse(schema, config);
  if (result.success) return { ok: true, config };
  const errors: Record<string, FieldMessage> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= messageOf(issue, known, valueAt(config, issue.path));
  }
  return { ok: false, errors };
}
