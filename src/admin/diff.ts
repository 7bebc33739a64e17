import type { IntlShape } from 'react-intl';

/** One value that changed, at a path of the settings ('enabled', 'config.skills', 'config.list'). */
export interface ValueChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What differs between two settings, object by object (a list counts as one value). */
export function changesBetween(before: unknown, after: unknown, path = ''): ValueChange[] {
  if (same(before, after)) return [];
  if ((isRecord(before) || before == null) && (isRecord(after) || after == null) && (isRecord(before) || isRecord(after))) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.flatMap((key) => changesBetween(b[key], a[key], path ? `${path}.${key}` : key));
  }
  return [{ path, before, after }];
}

/** A value as the admin reads it: on / off, a list's entries, an Insight term by name and pattern. */
export function valueText(value: unknown, intl: IntlShape): string {
  if (value === undefined || value === null) return intl.formatMessage({ id: 'admin.value.none' });
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'admin.value.on' : 'admin.value.off' });
  if (Array.isArray(value)) {
    if (!value.length) return intl.formatMessage({ id: 'admin.value.emptyList' });
    if (!value.some(isRecord)) return value.map(String).join(', ');
    return value
      .map((item) => {
        if (!isRecord(item)) return String(item);
        if (typeof item.name === 'string') {
          const parts = [item.name, typeof item.regex === 'string' ? `/${item.regex}/` : '', item.active === false ? intl.formatMessage({ id: 'admin.value.inactive' }) : ''];
          return parts.filter(Boolean).join(' ');
        }
        return JSON.stringify(item);
      })
      .join('; ');
  }
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/** The name of a changed path: 'enabled' → 'Ligado', 'config.skills' → the field's label. */
export function pathLabel(path: string, intl: IntlShape, prefix: string): string {
  const known: Record<string, string> = { remotes: 'admin.path.remotes', enabled: 'admin.path.enabled', active: 'admin.path.active', required: 'admin.path.required', 'config.list': 'admin.path.terms' };
  if (known[path]) return intl.formatMessage({ id: known[path] });
  const field = path.replace(/^config\./, '');
  const id = `${prefix}.config.${field}.label`;
  return id in intl.messages ? intl.formatMessage({ id }) : field;
}
