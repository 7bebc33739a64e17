import { Icon } from '@tessera/core';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { star } from './transfer.css';

/** A toggle: pressed while the skill or agent is a favourite; its name says which one. */
export function StarButton({ name, on, onToggle }: { name: string; on: boolean; onToggle: () => void }) {
  const intl = useIntl();
  return (
    <Button className={star[on ? 'on' : 'off']} aria-label={intl.formatMessage({ id: 'transfer.favourite.toggle' }, { name })} aria-pressed={on} onPress={onToggle}>
      <Icon name="star" size={18} />
    </Button>
  );
}
