import { useEffect, useMemo } from 'react';
import { Controller, type FieldValues, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { FieldError, Input, Label, ListBox, ListBoxItem, NumberField, Popover, Select, SelectValue, Text, Button as AriaButton } from 'react-aria-components';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type * as z from 'zod/mini';
import { Button } from '../../../core/ui/Button';
import { field as fieldClass, input, label as labelClass } from '../../../core/ui/controls.css';
import { Icon } from '../../../core/ui/icons';
import { IconButton } from '../../../core/ui/IconButton';
import { menu, menuItem, popover } from '../../../core/ui/overlays.css';
import { TextField } from '../../../core/ui/TextField';
import { defaultLine, errorText, fieldLine, fieldRow, fieldset, form as formClass, formTitle, grow, hint, itemActions, itemGrid, legend, listItems, selectButton } from '../admin.css';
import { helpOf, labelOf } from './labels';
import { messageIn, settingsResolver } from './resolver';
import { defaultOf, type FieldSpec, sameValue, valuesOf } from './schemaFields';
import { Switch } from './Switch';
import { validateConfig, type Validation } from './validate';

export interface ConfigFormProps {
  /** The form's accessible name: 'Configurações de Cockpit'. */
  title: string;
  schema: z.core.$ZodType;
  fields: readonly FieldSpec[];
  /** The values it starts from (saved settings, defaults filled in). Change the form's `key` to start again. */
  initial: Record<string, unknown>;
  /** Whose messages label the fields: a plugin id, or 'admin.feature.Insight'. */
  messagePrefix: string;
  /** Each change: the settings to save, or the errors that keep it from being saved. */
  onChange: (values: Record<string, unknown>, validation: Validation) => void;
  /** Fields not shown (an item's id), with how a new item gets one. */
  hidden?: Record<string, () => unknown>;
  /** Shows each field's default with its reset, and 'reset all' (settings that have meaningful defaults). */
  showDefaults?: boolean;
}

type Ctx = { form: UseFormReturn<FieldValues>; intl: IntlShape; prefix: string; hidden: Record<string, () => unknown>; showDefaults: boolean };

const pathOf = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

function ErrorLine({ name, ctx, id }: { name: string; ctx: Ctx; id?: string }) {
  const error = ctx.form.getFieldState(name, ctx.form.formState).error;
  const message = messageIn(error);
  if (!message) return null;
  return (
    <p className={errorText} id={id} role="alert">
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
function DefaultLine({ spec, name, label, ctx }: { spec: FieldSpec; name: string; label: string; ctx: Ctx }) {
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

function FieldView({ spec, parent, ctx }: { spec: FieldSpec; parent: string; ctx: Ctx }) {
  const name = pathOf(parent, spec.key);
  const label = labelOf(ctx.intl, ctx.prefix, spec);
  const help = helpOf(ctx.intl, ctx.prefix, spec);
  const errorId = `${ctx.prefix}-${name}-error`.replace(/[^\w-]/g, '-');
  if (ctx.hidden[spec.key] && parent.match(/\.\d+$/)) return null;
  switch (spec.kind) {
    case 'string':
      return (
        <div className={fieldRow}>
          <Controller
            name={name}
            control={ctx.form.control}
            render={({ field, fieldState }) => {
              const message = messageIn(fieldState.error);
              return (
                <TextField
                  label={label}
                  {...(help ? { description: help } : {})}
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={message ? ctx.intl.formatMessage({ id: message.id }, message.values) : undefined}
                  validationBehavior="aria"
                />
              );
            }}
          />
          <DefaultLine spec={spec} name={name} label={label} ctx={ctx} />
        </div>
      );
    case 'number':
      return (
        <div className={fieldRow}>
          <Controller
            name={name}
            control={ctx.form.control}
            render={({ field, fieldState }) => {
              const message = messageIn(fieldState.error);
              return (
                <NumberField
                  className={fieldClass}
                  value={typeof field.value === 'number' ? field.value : Number.NaN}
                  onChange={(v) => field.onChange(Number.isNaN(v) ? undefined : v)}
                  onBlur={field.onBlur}
                  isInvalid={!!message}
                  validationBehavior="aria"
                  formatOptions={{ maximumFractionDigits: spec.integer ? 0 : 6, useGrouping: false }}
                >
                  <Label className={labelClass}>{label}</Label>
                  <Input className={input} />
                  {help && <Text slot="description" className={hint}>{help}</Text>}
                  <FieldError className={errorText}>{message ? ctx.intl.formatMessage({ id: message.id }, message.values) : undefined}</FieldError>
                </NumberField>
              );
            }}
          />
          <DefaultLine spec={spec} name={name} label={label} ctx={ctx} />
        </div>
      );
    case 'boolean':
      return (
        <div className={fieldRow}>
          <Controller
            name={name}
            control={ctx.form.control}
            render={({ field }) => (
              <Switch isSelected={!!field.value} onChange={field.onChange} {...(help ? { 'aria-describedby': `${errorId}-help` } : {})}>
                {label}
              </Switch>
            )}
          />
          {help && (
            <p className={hint} id={`${errorId}-help`}>
              {help}
            </p>
          )}
          <DefaultLine spec={spec} name={name} label={label} ctx={ctx} />
        </div>
      );
    case 'enum':
      return (
        <div className={fieldRow}>
          <Controller
            name={name}
            control={ctx.form.control}
            render={({ field }) => (
              <Select className={fieldClass} selectedKey={(field.value as string | undefined) ?? null} onSelectionChange={(key) => field.onChange(key === null ? undefined : String(key))}>
                <Label className={labelClass}>{label}</Label>
                <AriaButton className={selectButton}>
                  <SelectValue />
                  <Icon name="down" size={14} />
                </AriaButton>
                {help && <Text slot="description" className={hint}>{help}</Text>}
                <Popover className={popover}>
                  <ListBox className={menu}>
                    {spec.options.map((option) => (
                      <ListBoxItem key={option} id={option} className={menuItem} textValue={option}>
                        {option}
                      </ListBoxItem>
                    ))}
                  </ListBox>
                </Popover>
              </Select>
            )}
          />
          <ErrorLine name={name} ctx={ctx} />
          <DefaultLine spec={spec} name={name} label={label} ctx={ctx} />
        </div>
      );
    case 'stringList':
      return <StringList spec={spec} name={name} label={label} help={help} ctx={ctx} />;
    case 'objectList':
      return <ObjectList spec={spec} name={name} label={label} help={help} ctx={ctx} />;
    case 'object':
      return (
        <fieldset className={fieldset}>
          <legend className={legend}>{label}</legend>
          {help && <p className={hint}>{help}</p>}
          {spec.fields.map((child) => (
            <FieldView key={child.key} spec={child} parent={name} ctx={ctx} />
          ))}
        </fieldset>
      );
    case 'unsupported':
      return (
        <p className={hint}>
          <FormattedMessage id="admin.form.unsupported" values={{ field: label, type: spec.zodType }} />
        </p>
      );
  }
}

function StringList({ spec, name, label, help, ctx }: { spec: FieldSpec; name: string; label: string; help: string | undefined; ctx: Ctx }) {
  const values = (ctx.form.watch(name) as string[] | undefined) ?? [];
  const set = (next: string[]) => ctx.form.setValue(name, next, { shouldDirty: true, shouldValidate: true });
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{label}</legend>
      {help && <p className={hint}>{help}</p>}
      {values.length === 0 && (
        <p className={hint}>
          <FormattedMessage id="admin.form.emptyList" />
        </p>
      )}
      <ul className={listItems}>
        {values.map((value, index) => {
          const itemLabel = ctx.intl.formatMessage({ id: 'admin.form.item' }, { field: label, position: index + 1 });
          const message = messageIn(ctx.form.getFieldState(`${name}.${index}`, ctx.form.formState).error);
          return (
            <li key={index} className={fieldLine}>
              <div className={grow}>
                <TextField
                  label={itemLabel}
                  value={value}
                  onChange={(text) => set(values.map((v, i) => (i === index ? text : v)))}
                  error={message ? ctx.intl.formatMessage({ id: message.id }, message.values) : undefined}
                  validationBehavior="aria"
                />
              </div>
              <IconButton icon="trash" label={ctx.intl.formatMessage({ id: 'admin.form.remove' }, { item: value || itemLabel })} onPress={() => set(values.filter((_, i) => i !== index))} />
            </li>
          );
        })}
      </ul>
      <ErrorLine name={name} ctx={ctx} />
      <div className={fieldLine}>
        <Button onPress={() => set([...values, ''])} aria-label={ctx.intl.formatMessage({ id: 'admin.form.addTo' }, { field: label })}>
          <FormattedMessage id="admin.form.add" />
        </Button>
        <DefaultLine spec={spec} name={name} label={label} ctx={ctx} />
      </div>
    </fieldset>
  );
}

function ObjectList({ spec, name, label, help, ctx }: { spec: Extract<FieldSpec, { kind: 'objectList' }> | FieldSpec; name: string; label: string; help: string | undefined; ctx: Ctx }) {
  const item = spec.kind === 'objectList' ? spec.item : [];
  const { fields, append, remove } = useFieldArray({ control: ctx.form.control, name, keyName: '_key' });
  const blank = () => {
    const values = valuesOf(item, undefined);
    for (const [key, make] of Object.entries(ctx.hidden)) if (key in values) values[key] = make();
    return values;
  };
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{label}</legend>
      {help && <p className={hint}>{help}</p>}
      {fields.length === 0 && (
        <p className={hint}>
          <FormattedMessage id="admin.form.emptyList" />
        </p>
      )}
      <ul className={listItems}>
        {fields.map((entry, index) => {
          const itemName = `${name}.${index}`;
          const title = String((ctx.form.watch(`${itemName}.name`) as string | undefined) || ctx.intl.formatMessage({ id: 'admin.form.item' }, { field: label, position: index + 1 }));
          return (
            <li key={entry._key}>
              <fieldset className={itemGrid}>
                <legend className={legend}>{title}</legend>
                {item.map((child) => (
                  <FieldView key={child.key} spec={child} parent={itemName} ctx={ctx} />
                ))}
                <div className={itemActions}>
                  <Button icon="trash" variant="ghost" onPress={() => remove(index)} aria-label={ctx.intl.formatMessage({ id: 'admin.form.remove' }, { item: title })}>
                    <FormattedMessage id="admin.form.removeShort" />
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <ErrorLine name={name} ctx={ctx} />
      <div className={fieldLine}>
        <Button onPress={() => append(blank())} aria-label={ctx.intl.formatMessage({ id: 'admin.form.addTo' }, { field: label })}>
          <FormattedMessage id="admin.form.add" />
        </Button>
        <DefaultLine spec={spec} name={name} label={label} ctx={ctx} />
      </div>
    </fieldset>
  );
}

/**
 * A settings form generated from a zod mini schema (schemaFields.ts), held by react-hook-form and
 * validated by the schema on every change (resolver.ts), its messages in the admin's language.
 */
export function ConfigForm({ title, schema, fields, initial, messagePrefix, onChange, hidden = {}, showDefaults = true }: ConfigFormProps) {
  const intl = useIntl();
  const known = (id: string) => id in intl.messages;
  const resolver = useMemo(() => settingsResolver(schema, fields, (id) => id in intl.messages), [schema, fields, intl.messages]);
  const form = useForm<FieldValues>({ defaultValues: structuredClone(initial), resolver, mode: 'all' });
  useEffect(() => {
    const subscription = form.watch((values) => {
      const copy = structuredClone(values) as Record<string, unknown>;
      onChange(copy, validateConfig(schema, fields, copy, known));
    });
    // Shows what the saved settings already break (a schema made stricter since they were saved).
    void form.trigger();
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one subscription per form; a new form gets a new key
  }, []);
  const allDefaults = valuesOf(fields, undefined);
  const ctx: Ctx = { form, intl, prefix: messagePrefix, hidden, showDefaults };
  const isDefault = sameValue(form.watch(), allDefaults);
  return (
    <form className={formClass} aria-label={title} onSubmit={(event) => event.preventDefault()} noValidate>
      <h4 className={formTitle}>{title}</h4>
      {fields.map((spec) => (
        <FieldView key={spec.key} spec={spec} parent="" ctx={ctx} />
      ))}
      {showDefaults && !isDefault && (
        <div>
          <Button icon="reset" onPress={() => {
              form.reset(structuredClone(allDefaults), { keepDefaultValues: true });
              onChange(structuredClone(allDefaults), validateConfig(schema, fields, allDefaults, known));
              void form.trigger();
            }} aria-label={intl.formatMessage({ id: 'admin.form.resetAll' }, { form: title })}>
            <FormattedMessage id="admin.form.resetAllShort" />
          </Button>
        </div>
      )}
    </form>
  );
}
