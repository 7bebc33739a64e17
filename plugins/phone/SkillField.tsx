import { Button, Icon, inputClass, selectClasses, menuClass, menuItemClass, popoverClass, Spinner, TextField } from '@tessera/core';
import { type Control, Controller } from 'react-hook-form';
import { Button as AriaButton, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { PhoneSkill } from './api';
import { fieldError, label, selectField, skillsStatus } from './phone.css';
import type { PhoneAttendanceForm } from './schema';
import { useFieldText } from './useFieldText';

export type SkillsLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; skills: PhoneSkill[] };

interface Props {
  control: Control<PhoneAttendanceForm>;
  load: SkillsLoad;
  onRetry: () => void;
}

/**
 * The skill of the attendance: with one phone skill it is chosen already and only shown; with
 * more, a select.
 */
export function SkillField({ control, load, onRetry }: Props) {
  const intl = useIntl();
  const fieldText = useFieldText();
  const skillLabel = intl.formatMessage({ id: 'phone.skill' });

  if (load.status === 'loading') {
    return (
      <p className={skillsStatus}>
        <Spinner label={intl.formatMessage({ id: 'phone.skillsLoading' })} />
      </p>
    );
  }
  if (load.status === 'error') {
    return (
      <p className={skillsStatus} role="alert">
        {intl.formatMessage({ id: 'phone.skillsError' })}{' '}
        <Button variant="ghost" onPress={onRetry}>
          {intl.formatMessage({ id: 'phone.retry' })}
        </Button>
      </p>
    );
  }
  if (load.skills.length === 0) {
    return (
      <p className={skillsStatus} role="alert">
        {intl.formatMessage({ id: 'phone.noSkills' })}
      </p>
    );
  }
  const only = load.skills.length === 1 ? load.skills[0] : undefined;
  if (only) return <TextField label={skillLabel} value={only.name} isReadOnly description={intl.formatMessage({ id: 'phone.onlySkill' })} />;

  return (
    <Controller
      control={control}
      name="skill"
      render={({ field, fieldState }) => (
        <Select
          className={selectField}
          value={field.value || null}
          onChange={(key) => field.onChange(key === null ? '' : String(key))}
          onBlur={field.onBlur}
          isInvalid={!!fieldState.error}
          validationBehavior="aria"
          placeholder={intl.formatMessage({ id: 'phone.skillPlaceholder' })}
          name={field.name}
        >
          <Label className={label}>{skillLabel}</Label>
          <AriaButton className={`${inputClass} ${selectClasses.trigger}`} ref={field.ref}>
            <SelectValue className={selectClasses.value} />
            <Icon name="down" />
          </AriaButton>
          <FieldError className={fieldError}>{fieldText(fieldState.error?.message)}</FieldError>
          <Popover className={`${popoverClass} ${selectClasses.popover}`}>
            <ListBox className={menuClass} items={load.skills}>
              {(skill) => (
                <ListBoxItem id={skill.id} className={menuItemClass} textValue={skill.name}>
                  {skill.name}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
      )}
    />
  );
}
