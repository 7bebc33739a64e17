import { Icon, tooltipClass } from '@tessera/core';
import { useState } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CreateAttendanceDialog } from './CreateAttendanceDialog';
import { fab } from './phone.css';

/** The floating phone button (spec 000 §2): opens Create attendance. */
export default function PhoneButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({ id: 'phone.open' });
  return (
    <>
      <TooltipTrigger delay={400}>
        <Button className={fab} aria-label={label} aria-haspopup="dialog" onPress={() => setOpen(true)}>
          <Icon name="phone" size={24} />
        </Button>
        <Tooltip className={tooltipClass} placement="start" offset={8}>
          {label}
        </Tooltip>
      </TooltipTrigger>
      {open && <CreateAttendanceDialog onClose={() => setOpen(false)} />}
    </>
  );
}
