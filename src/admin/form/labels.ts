import type { IntlShape } from 'react-intl';
import type { FieldSpec } from './schemaFields';

/**
 * A settings field's label and help, from the messages of whoever owns the schema: a plugin gives
 * '<plugin id>.config.<field path>.label' and '.help' in its locales (e.g. 'cockpit.config.skills.label');
 * a feature's are the admin's, 'admin.feature.<name>.config.<field path>.label'. Without a label the
 * field's key is shown, words split ('maxItems' → 'Max items').
 */
export function fieldMessageId(prefix: string, field: Pick<FieldSpec, 'path'>, part: 'label' | 'help'): string {
  return `${prefix}.config.${field.path.join('.')}.${part}`;
}

export function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function labelOf(intl: IntlShape, prefix: string, field: Pick<FieldSpec, 'path' | 'key'>): string {
  const id = fieldMessageId(prefix, field, 'label');
  return id in intl.messages ? intl.formatMessage({ id }) : humanise(field.key);
}

export function helpOf(intl: IntlShape, prefix: string, field: Pick<FieldSpec, 'path'>): string | undefined {
  const id = fieldMessageId(prefix, field, 'help');
  return id in intl.messages ? intl.formatMessage({ id }) : undefined;
}
