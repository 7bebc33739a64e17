import { useEffect, useMemo } from 'react';
import { Controller, type FieldValues, useFieldArray, useForm } from 'react-hook-form';
import { FieldError, Input, Label, ListBox, ListBoxItem, NumberField, Popover, Select, SelectValue, Text, Button as AriaButton } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type * as z from 'zod/mini';
import { Button } from '../../../core/ui/Button';
import { field as fieldClass, input, label as labelClass } from '../../../core/ui/controls.css';
import { Icon } from '../../../core/ui/icons';
import { IconButton } from '../../../core/ui/IconButton';
import { menu, menuItem, popover } from '../../../core/ui/overlays.css';
import { TextField } from '../../../core/ui/TextField';
import { errorText, fieldLine, form as formClass, formTitle, grow, hint, itemActions, itemGrid, legend, listItems, selectButton } from '../admin.css';
import { type Field, FieldFrame, fieldOf, type FormCtx } from './FieldFrame';
import { messageIn, settingsResolver } from './resolver';
import { type FieldSpec, sameValue, valuesOf } from './schemaFields';
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
  /** The level of its title, one below the card it sits in (4 under a plugin's h3). */
  headingLevel?: 3 | 4;
}

function FieldView({ spec, parent, ctx }: { spec: FieldSpec; parent: string; ctx: FormCtx }) {
  if (ctx.hidden[spec.key] && parent.match(/\.\d+$/)) return null;
  const field = fieldOf(spec, parent, ctx);
  const { name, label, help } = field;
  switch (spec.kind) {
    case 'string':
      return (
        <FieldFrame field={field} ctx={ctx} layout="control" controlShows={{ help: true, error: true }}>
          <Controller
            name={name}
            control={ctx.form.control}
            render={({ field: controlled, fieldState }) => (
              <TextField
                label={label}
                {...(help ? { description: help } : {})}
                value={String(controlled.value ?? '')}
                onChange={controlled.onChange}
                onBlur={controlled.onBlur}
                error={errorOf(fieldState.error, ctx)}
                validationBehavior="aria"
              />
            )}
          />
        </FieldFrame>
      );
    case 'number':
      return (
        <FieldFrame field={field} ctx={ctx} layout="control" controlShows={{ help: true, error: true }}>
          <Controller
            name={name}
            control={ctx.form.control}
            render={({ field: controlled, fieldState }) => {
              const error = errorOf(fieldState.error, ctx);
              return (
                <NumberField
                  className={fieldClass}
                  value={typeof controlled.value === 'number' ? controlled.value : Number.NaN}
                  onChange={(v) => controlled.onChange(Number.isNaN(v) ? undefined : v)}
                  onBlur={controlled.onBlur}
                  isInvalid={!!error}
                  validationBehavior="aria"
                  formatOptions={{ maximumFractionDigits: spec.integer ? 0 : 6, useGrouping: false }}
                >
                  <Label className={labelClass}>{label}</Label>
                  <Input className={input} />
                  {help && <Text slot="description" className={hint}>{help}</Text>}
                  <FieldError className={errorText}>{error}</FieldError>
                </NumberField>
              );
            }}
          />
        </FieldFrame>
      );
    case 'boolean':
      return (
        <FieldFrame field={field} ctx={ctx} layout="control">
          <Controller
            name={name}
            control={ctx.form.control}
            render={({ field: controlled }) => (
              <Switch isSelected={!!controlled.value} onChange={controlled.onChange} {...(help ? { 'aria-describedby': field.helpId } : {})}>
                {label}
              </Switch>
            )}
          />
        </FieldFrame>
      );
    case 'enum':
      return (
        <FieldFrame field={field} ctx={ctx} layout="control" controlShows={{ help: true }}>
          <Controller
            name={name}
            control={ctx.form.control}
            render={({ field: controlled }) => (
              <Select className={fieldClass} selectedKey={(controlled.value as string | undefined) ?? null} onSelectionChange={(key) => controlled.onChange(key === null ? undefined : String(key))}>
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
        </FieldFrame>
      );
    case 'stringList':
      return <StringList field={field} ctx={ctx} />;
    case 'objectList':
      return <ObjectList field={field} item={spec.item} ctx={ctx} />;
    case 'object':
      return (
        <FieldFrame field={field} ctx={ctx} layout="group">
          {spec.fields.map((child) => (
            <FieldView key={child.key} spec={child} parent={name} ctx={ctx} />
          ))}
        </FieldFrame>
      );
    case 'unsupported':
      return (
        <p className={hint}>
          <FormattedMessage id="admin.form.unsupported" values={{ field: label, type: spec.zodType }} />
        </p>
      );
  }
}

/** A resolver's error as the admin reads it. */
function errorOf(error: { message?: unknown } | undefined, ctx: FormCtx): string | undefined {
  const message = messageIn(error);
  return message ? ctx.intl.formatMessage({ id: message.id }, message.values) : undefined;
}

/** A list's 'Add' button, named after the list. */
function AddButton({ label, ctx, onPress }: { label: string; ctx: FormCtx; onPress: () => void }) {
  return (
    <Button onPress={onPress} aria-label={ctx.intl.formatMessage({ id: 'admin.form.addTo' }, { field: label })}>
      <FormattedMessage id="admin.form.add" />
    </Button>
  );
}

function EmptyList() {
  return (
    <p className={hint}>
      <FormattedMessage id="admin.form.emptyList" />
    </p>
  );
}

function StringList({ field, ctx }: { field: Field; ctx: FormCtx }) {
  const { name, label } = field;
  const values = (ctx.form.watch(name) as string[] | undefined) ?? [];
  const set = (next: string[]) => ctx.form.setValue(name, next, { shouldDirty: true, shouldValidate: true });
  return (
    <FieldFrame field={field} ctx={ctx} layout="group" actions={<AddButton label={label} ctx={ctx} onPress={() => set([...values, ''])} />}>
      {values.length === 0 && <EmptyList />}
      <ul className={listItems}>
        {values.map((value, index) => {
          const itemLabel = ctx.intl.formatMessage({ id: 'admin.form.item' }, { field: label, position: index + 1 });
          return (
            <li key={index} className={fieldLine}>
              <div className={grow}>
                <TextField
                  label={itemLabel}
                  value={value}
                  onChange={(text) => set(values.map((v, i) => (i === index ? text : v)))}
                  error={errorOf(ctx.form.getFieldState(`${name}.${index}`, ctx.form.formState).error, ctx)}
                  validationBehavior="aria"
                />
              </div>
              <IconButton icon="trash" label={ctx.intl.formatMessage({ id: 'admin.form.remove' }, { item: value || itemLabel })} onPress={() => set(values.filter((_, i) => i !== index))} />
            </li>
          );
        })}
      </ul>
    </FieldFrame>
  );
}

function ObjectList({ field, item, ctx }: { field: Field; item: readonly FieldSpec[]; ctx: FormCtx }) {
  const { name, label } = field;
  const { fields, append, remove } = useFieldArray({ control: ctx.form.control, name, keyName: '_key' });
  const blank = () => {
    const values = valuesOf(item, undefined);
    for (const [key, make] of Object.entries(ctx.hidden)) if (key in values) values[key] = make();
    return values;
  };
  return (
    <FieldFrame field={field} ctx={ctx} layout="group" actions={<AddButton label={label} ctx={ctx} onPress={() => append(blank())} />}>
      {fields.length === 0 && <EmptyList />}
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
    </FieldFrame>
  );
}

/**
 * A settings form generated from a zod mini schema (schemaFields.ts), held by react-hook-form and
 * validated by the schema on every change (resolver.ts), its messages in the admin's language.
 */
export function ConfigForm({ title, schema, fields, initial, messagePrefix, onChange, hidden = {}, showDefaults = true, headingLevel = 4 }: ConfigFormProps) {
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
  const ctx: FormCtx = { form, intl, prefix: messagePrefix, hidden, showDefaults };
  const isDefault = sameValue(form.watch(), allDefaults);
  return (
    <form className={formClass} aria-label={title} onSubmit={(event) => event.preventDefault()} noValidate>
      {headingLevel === 3 ? <h3 className={formTitle}>{title}</h3> : <h4 className={formTitle}>{title}</h4>}
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
