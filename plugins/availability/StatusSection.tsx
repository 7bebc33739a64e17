import { type SidebarSectionProps, useService, useSession } from '@tessera/core';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { current, currentCollapsed, currentName, currentNameCollapsed } from './availability.css';
import { StatusDot } from './StatusDot';
import { loadStatusPicker } from './StatusPicker';
import { currentAvailability, kindOf } from './tree';

/** The agent's current status under the avatar; pressing it opens the picker. */
export default function StatusSection({ collapsed }: SidebarSectionProps) {
  const intl = useIntl();
  const ui = useService('availability.ui');
  const availabilities = useSession()?.availabilities ?? [];
  const now = currentAvailability(availabilities);
  const name = now?.name ?? intl.formatMessage({ id: 'availability.none' });
  const label = `${intl.formatMessage({ id: 'availability.current' }, { name })}. ${intl.formatMessage({ id: 'availability.change' })}`;
  return (
    <AriaButton className={collapsed ? `${current} ${currentCollapsed}` : current} aria-label={label} onHoverStart={() => void loadStatusPicker()} onFocus={() => void loadStatusPicker()} onPress={ui.openPicker}>
      <StatusDot kind={now ? kindOf(availabilities, now.id) : undefined} />
      <span className={collapsed ? currentNameCollapsed : currentName}>{name}</span>
    </AriaButton>
  );
}
