import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { Button } from '../../../core/ui/Button';
import { defaultLine, errorText, fieldLine, fieldRow, fieldset, hint, legend } from '../admin.css';
import { helpOf, labelOf } from './labels';
import { messageIn } from './resolver';
import { defaultOf, type FieldSpec, sameValue } from './schemaFields';

/** What every field of one settings form shares: the form, the language, whose messages, and the options. */
export type FormCtx = { form: UseFormReturn<FieldValues>; intl: IntlShape; prefix: string; hidden: Record<string, () => unknown>; showDefaults: boolean };

/** A field as its frame and its control know it: where its value is, its label and its help. */
export interface Field {
  spec: FieldSpec;
  /** Its path in the form's values: 'limits.max', 'list.0.regex'. */
  name: string;
  label: string;
  help: string | undefined;
  /** The id of the help when the frame shows it: a control that does not show it points at it. */
  helpId: string;
}

const pathOf = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

export function fieldOf(spec: FieldSpec, parent: string, ctx: FormCtx): Field {
  const name = pathOf(parent, spec.key);
  return {
    spec,
    name,
    label: labelOf(ctx.intl, ctx.prefix, spec),
    help: helpOf(ctx.intl, ctx.prefix, spec),
    helpId: `${ctx.prefix}-${name}-help`.replace(/[^\w-]/g, '-'),
  };
}

/** The field's error in the admin's language, announced as it appears. */
export function ErrorLine({ name, ctx }: { name: string; ctx: FormCtx }) {
  const error = ctx.form.getFieldState(name, ctx.form.formState).error;
  const message = messageIn(error);
  if (!message) return null;
  return (
    <p className={errorText} role="alert">
      {ctx.intl.formatMessage({ id: message.id }, message.values)}
    </p>
  );
}

const shown = (value: unknown, intl: IntlShape): string => {
  if (value === undefined || value === null || value === '') return intl.formatMessage({ id: 'admin.form.none' });
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'admin.value.on' : 'admin.value.off' });
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ') : intl.formatMessage({ id: 'admin.form.emptyList' });
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** 'Padrão: 10', and the button that puts it back, for a field whose value is not the default. */
function DefaultLine({ field, ctx }: { field: Field; ctx: FormCtx }) {
  const { spec, name, label } = field;
  const value = ctx.form.watch(name);
  const fallback = defaultOf(spec);
  if (!ctx.showDefaults || (!spec.hasDefault && spec.kind !== 'boolean')) return null;
  const isDefault = sameValue(value, fallback);
  return (
    <span className={defaultLine}>
      <FormattedMessage id="admin.form.default" values={{ value: shown(fallback, ctx.intl) }} />{' '}
      {!isDefault && (
        <Button
          variant="ghost"
          icon="reset"
          aria-label={ctx.intl.formatMessage({ id: 'admin.form.resetField' }, { field: label })}
          onPress={() => ctx.form.setValue(name, structuredClone(fallback), { shouldDirty: true, shouldValidate: true })}
        >
          <FormattedMessage id="admin.form.reset" />
        </Button>
      )}
    </span>
  );
}

export interface FieldFrameProps {
  field: Field;
  ctx: FormCtx;
  /**
   * 'control': one control that carries the label (a text or number field, a switch, a select);
   * 'group': several, in a fieldset whose legend is the label (a list, a nested object).
   */
  layout: 'control' | 'group';
  /** What the control already shows through react-aria's slots, so the frame does not show it again. */
  controlShows?: { help?: boolean; error?: boolean };
  /** Beside the default (a list's 'Add'). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every settings field, whatever its type: the label (a group's legend), the help and
 * the error where the control does not show them, and the default with its reset.
 */
export function FieldFrame({ field, ctx, layout, controlShows = {}, actions, children }: FieldFrameProps) {
  const help = field.help && !controlShows.help && (
    <p className={hint} id={field.helpId}>
      {field.help}
    </p>
  );
  const error = !controlShows.error && <ErrorLine name={field.name} ctx={ctx} />;
  const defaults = <DefaultLine field={field} ctx={ctx} />;
  if (layout === 'control') {
    return (
      <div className={fieldRow}>
        {children}
        {help}
        {error}
        {defaults}
      </div>
    );
  }
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{field.label}</legend>
      {help}
      {children}
      {error}
      {actions ? (
        <div className={fieldLine}>
          {actions}
          {defaults}
        </div>
      ) : (
        defaults
      )}
    </fieldset>
  );
}
