import { Icon, tooltipClass } from '@tessera/core';
import { lazy, Suspense, useState } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { fab } from './phone.css';

// The dialog (its form and fields) loads when the agent is about to use it, not with the workspace.
const loadDialog = () => import('./CreateAttendanceDialog');
const CreateAttendanceDialog = lazy(() => loadDialog().then((m) => ({ default: m.CreateAttendanceDialog })));

/** The floating phone button (spec 000 §2): opens Create attendance. */
export default function PhoneButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({ id: 'phone.open' });
  return (
    <>
      <TooltipTrigger delay={400}>
        <Button
          className={fab}
          aria-label={label}
          aria-haspopup="dialog"
          onHoverStart={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onPress={() => setOpen(true)}
        >
          <Icon name="phone" size={24} />
        </Button>
        <Tooltip className={tooltipClass} placement="start" offset={8}>
          {label}
        </Tooltip>
      </TooltipTrigger>
      {open && (
        <Suspense fallback={null}>
          <CreateAttendanceDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
