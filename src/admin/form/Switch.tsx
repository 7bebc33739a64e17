import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps } from 'react-aria-components';
import { switchRoot, switchThumb, switchTrack } from '../admin.css';

/** An on / off switch (role switch), labelled by its children. */
export function Switch({ children, ...rest }: Omit<SwitchProps, 'className' | 'children'> & { children: ReactNode }) {
  return (
    <AriaSwitch {...rest} className={switchRoot}>
      <span className={switchTrack} aria-hidden="true">
        <span className={switchThumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
