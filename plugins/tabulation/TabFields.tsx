import { Button, Icon, inputClass, selectClasses, menuClass, menuItemClass, popoverClass, Spinner } from '@tessera/core';
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { TabNode } from './schema';
import { field, label, error, status } from './tabulation.css';
import { choose, levelsOf, type TabPath } from './tree';
import type { useTabTree } from './useTabTree';

const levelNames = ['tabulation.level.type', 'tabulation.level.subject', 'tabulation.level.subSubject'] as const;

interface Props {
  tree: ReturnType<typeof useTabTree>;
  path: TabPath;
  onChange: (path: string[]) => void;
  isDisabled?: boolean;
  /** The first level to choose takes the keyboard even before any choice (default true). */
  autoFocus?: boolean;
}

/**
 * The three levels of the tabulation (type, subject, sub-subject), each a select of the level's
 * options: a level shows once the one above has a value, and a level with a single option is
 * chosen already (tree.ts). The first level still to choose has the keyboard.
 */
export function TabFields({ tree, path, onChange, isDisabled, autoFocus = true }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  if (tree.isPending) {
    return (
      <p className={status}>
        <Spinner label={t('tabulation.loading')} />
      </p>
    );
  }
  if (tree.isError) {
    return (
      <p className={error} role="alert">
        {t('tabulation.loadError')}{' '}
        <Button variant="ghost" onPress={() => void tree.refetch()}>
          {t('tabulation.retry')}
        </Button>
      </p>
    );
  }
  const nodes: TabNode[] = tree.data;
  if (nodes.length === 0) return <p className={status}>{t('tabulation.empty')}</p>;
  const levels = levelsOf(nodes, path);
  const firstOpen = levels.findIndex((_, i) => path[i] === undefined);

  return (
    <>
      {levels.map((options, level) => (
        <Select
          key={`${level}:${path.slice(0, level).join('/')}`}
          className={field}
          value={path[level] ?? null}
          onChange={(key) => onChange(choose(nodes, path, level, key === null ? null : String(key)))}
          placeholder={t('tabulation.choose')}
          isDisabled={isDisabled}
        >
          <Label className={label}>{t(levelNames[level]!)}</Label>
          <AriaButton className={`${inputClass} ${selectClasses.trigger}`} autoFocus={level === firstOpen && (autoFocus || path.length > 0)}>
            <SelectValue className={selectClasses.value} />
            <Icon name="down" />
          </AriaButton>
          <Popover className={`${popoverClass} ${selectClasses.popover}`}>
            <ListBox className={menuClass} items={options}>
              {(node) => (
                <ListBoxItem id={node.id} className={menuItemClass} textValue={node.name}>
                  {node.name}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
      ))}
    </>
  );
}
