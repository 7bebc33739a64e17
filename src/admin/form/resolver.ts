import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FieldSpec } from './schemaFields';
import { type FieldMessage, validateConfig } from './validate';

/** Puts `value` at a dotted path ('list.0.regex'), making objects and arrays on the way. */
function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, i) => {
    node[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]!] = value;
}

/**
 * react-hook-form's resolver for a settings schema (zod mini): the values as saved, or an error
 * per field whose message is the FieldMessage as JSON (the form formats it in the admin's language).
 */
export function settingsResolver(schema: z.core.$ZodType, fields: readonly FieldSpec[], known: (id: string) => boolean): Resolver<FieldValues> {
  return (values) => {
    const result = validateConfig(schema, fields, values, known);
    if (result.ok) return { values: result.config, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(result.errors)) setAt(errors, path || 'root', { type: 'validate', message: JSON.stringify(message) });
    return { values: {}, errors: errors as FieldErrors };
  };
}

/** The FieldMessage an error of the resolver carries. */
export function messageIn(error: { message?: unknown } | undefined): FieldMessage | undefined {
  if (!error || typeof error.message !== 'string') return undefined;
  try {
    return JSON.parse(error.message) as FieldMessage;
  } catch {
    return undefined;
  }
}
