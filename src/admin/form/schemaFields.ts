import type * as z from 'zod/mini';

/*
 * A plugin's `config` schema (zod mini) read as form fields: what the admin's settings form shows.
 * Supported: string, number, boolean, enum, array of strings, array of objects, nested object, each
 * possibly wrapped in optional, nullable, default, prefault, readonly or a pipe (its input side).
 * Anything else is listed as 'unsupported' (shown read-only, kept as saved).
 */

interface FieldBase {
  /** The key in its object. */
  key: string;
  /** From the schema's root: ['limits', 'max']. */
  path: readonly string[];
  /** May be left out (optional or nullable). */
  optional: boolean;
  /** The schema's default, when it has one. */
  defaultValue?: unknown;
  hasDefault: boolean;
}

export type FieldSpec =
  | (FieldBase & { kind: 'string'; minLength?: number; maxLength?: number })
  | (FieldBase & { kind: 'number'; min?: number; max?: number; integer: boolean })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & { kind: 'enum'; options: readonly string[] })
  | (FieldBase & { kind: 'stringList'; minItems?: number; maxItems?: number })
  | (FieldBase & { kind: 'objectList'; item: readonly FieldSpec[] })
  | (FieldBase & { kind: 'object'; fields: readonly FieldSpec[] })
  | (FieldBase & { kind: 'unsupported'; zodType: string });

export type FieldKind = FieldSpec['kind'];

type Def = { type: string; [key: string]: unknown };
type Check = { check: string; minimum?: number; maximum?: number; value?: number; inclusive?: boolean; format?: string };

const defOf = (schema: z.core.$ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] =>
  ((def.checks as { _zod: { def: Check } }[] | undefined) ?? []).map((c) => c._zod.def);

/** Takes the wrappers off: what is inside, whether it may be absent, and its default. */
function unwrap(schema: z.core.$ZodType): { inner: z.core.$ZodType; optional: boolean; hasDefault: boolean; defaultValue?: unknown } {
  let inner = schema;
  let optional = false;
  let hasDefault = false;
  let defaultValue: unknown;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'nullable') optional = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      if (!hasDefault) {
        hasDefault = true;
        defaultValue = structuredClone(def.defaultValue);
      }
    } else if (def.type === 'pipe') {
      inner = def.in as z.core.$ZodType;
      continue;
    } else if (def.type !== 'readonly' && def.type !== 'nonoptional') break;
    inner = def.innerType as z.core.$ZodType;
  }
  return { inner, optional, hasDefault, ...(hasDefault ? { defaultValue } : {}) };
}

function fieldOf(key: string, path: readonly string[], schema: z.core.$ZodType): FieldSpec {
  const { inner, optional, hasDefault, defaultValue } = unwrap(schema);
  const base: FieldBase = { key, path, optional, hasDefault, ...(hasDefault ? { defaultValue } : {}) };
  const def = defOf(inner);
  const checks = checksOf(def);
  switch (def.type) {
    case 'string': {
      const min = checks.find((c) => c.check === 'min_length')?.minimum;
      const max = checks.find((c) => c.check === 'max_length')?.maximum;
      return { ...base, kind: 'string', ...(min !== undefined ? { minLength: min } : {}), ...(max !== undefined ? { maxLength: max } : {}) };
    }
    case 'number': {
      const min = checks.find((c) => c.check === 'greater_than')?.value;
      const max = checks.find((c) => c.check === 'less_than')?.value;
      const integer = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
      return { ...base, kind: 'number', integer, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    }
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'enum':
      return { ...base, kind: 'enum', options: Object.values(def.entries as Record<string, string | number>).map(String) };
    case 'array': {
      const element = unwrap(def.element as z.core.$ZodType).inner;
      const elementType = defOf(element).type;
      if (elementType === 'string') {
        const min = checks.find((c) => c.check === 'min_length')?.minimum;
        const max = checks.find((c) => c.check === 'max_length')?.maximum;
        return { ...base, kind: 'stringList', ...(min !== undefined ? { minItems: min } : {}), ...(max !== undefined ? { maxItems: max } : {}) };
      }
      if (elementType === 'object') return { ...base, kind: 'objectList', item: fieldsOfObject(element, path) };
      return { ...base, kind: 'unsupported', zodType: `array of ${elementType}` };
    }
    case 'object':
      return { ...base, kind: 'object', fields: fieldsOfObject(inner, path) };
    default:
      return { ...base, kind: 'unsupported', zodType: def.type };
  }
}

function fieldsOfObject(schema: z.core.$ZodType, path: readonly string[]): FieldSpec[] {
  const shape = defOf(schema).shape as Record<string, z.core.$ZodType>;
  return Object.entries(shape).map(([key, child]) => fieldOf(key, [...path, key], child));
}

/** The form fields of a settings schema: an object's, in the schema's order; none for anything else. */
export function fieldsOf(schema: z.core.$ZodType | undefined): FieldSpec[] {
  if (!schema) return [];
  const { inner } = unwrap(schema);
  return defOf(inner).type === 'object' ? fieldsOfObject(inner, []) : [];
}

/** What an empty field of this kind holds in the form. */
function emptyOf(field: FieldSpec): unknown {
  switch (field.kind) {
    case 'string':
      return '';
    case 'number':
      return undefined;
    case 'boolean':
      return false;
    case 'enum':
      return field.optional ? undefined : field.options[0];
    case 'stringList':
    case 'objectList':
      return [];
    case 'object':
      return valuesOf(field.fields, undefined);
    case 'unsupported':
      return undefined;
  }
}

/** The value a field shows when the company never set it: the schema's default, else empty. */
export function defaultOf(field: FieldSpec): unknown {
  if (field.hasDefault) return field.kind === 'object' ? valuesOf(field.fields, field.defaultValue) : structuredClone(field.defaultValue);
  return emptyOf(field);
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The form's values for saved settings: each field's saved value, else its default. */
export function valuesOf(fields: readonly FieldSpec[], saved: unknown): Record<string, unknown> {
  const given = isRecord(saved) ? saved : {};
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = given[field.key];
    if (value === undefined || value === null) values[field.key] = defaultOf(field);
    else if (field.kind === 'object') values[field.key] = valuesOf(field.fields, value);
    else if (field.kind === 'objectList' && Array.isArray(value)) values[field.key] = value.map((item) => valuesOf(field.item, item));
    else values[field.key] = structuredClone(value);
  }
  return values;
}

/**
 * The settings to save from the form's values: an empty optional text or number is left out (the
 * schema's default or nothing applies), list entries are trimmed and empty ones dropped.
 */
export function configOf(fields: readonly FieldSpec[], values: Record<string, unknown>): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    switch (field.kind) {
      case 'string':
        if (typeof value === 'string' && (value !== '' || !field.optional)) config[field.key] = value;
        break;
      case 'number':
        if (typeof value === 'number' && !Number.isNaN(value)) config[field.key] = value;
        break;
      case 'stringList':
        config[field.key] = (Array.isArray(value) ? value : []).map((v) => String(v).trim()).filter(Boolean);
        break;
      case 'objectList':
        config[field.key] = (Array.isArray(value) ? value : []).map((item) => configOf(field.item, isRecord(item) ? item : {}));
        break;
      case 'object':
        config[field.key] = configOf(field.fields, isRecord(value) ? value : {});
        break;
      default:
        if (value !== undefined) config[field.key] = value;
    }
  }
  return config;
}

/** Whether two values are the same settings (JSON-equal). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
