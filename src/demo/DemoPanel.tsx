import { lazy, Suspense } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Spinner } from '../../core/ui/Feedback';
import { button } from '../../core/ui/controls.css';
import { Icon } from '../../core/ui/icons';
import { popover } from '../../core/ui/overlays.css';
import { body, title } from './demo.css';

// The controls load when the panel first opens: the workspace never waits on the demo's menus and switches.
const DemoPanelBody = lazy(() => import(/* webpackChunkName: "demo-panel-body" */ './DemoPanelBody'));

/**
 * The demo's controls for a person trying Tessera, the same as `window.tesseraDemo`: a
 * button in the top bar opening a panel, so it never covers the workspace.
 */
export default function DemoPanel() {
  const intl = useIntl();
  if (!window.tesseraDemo) return null;
  const label = intl.formatMessage({ id: 'demo.title' });
  return (
    <DialogTrigger>
      <AriaButton className={button.ghost}>
        <Icon name="bolt" />
        {label}
      </AriaButton>
      <Popover className={popover} placement="bottom end">
        <Dialog className={body} aria-labelledby="demo-panel-title">
          <Heading level={2} id="demo-panel-title" className={title}>
            {label}
          </Heading>
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'demo.loading' })} />}>
            <DemoPanelBody />
          </Suspense>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
