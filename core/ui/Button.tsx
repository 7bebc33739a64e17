import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { IconName } from '../plugins/types';
import { button } from './controls.css';
import { Icon } from './icons';

interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: keyof typeof button;
  icon?: IconName;
  children: ReactNode;
}

export function Button({ variant = 'secondary', icon, children, ref, ...rest }: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <AriaButton {...rest} ref={ref} className={button[variant]}>
      {icon && <Icon name={icon} />}
      {children}
    </AriaButton>
  );
}

// IconButton (with its tooltip, react-aria's overlay code) is a module of its own: the screens
// before the workspace use Button only and do not load the tooltip.
export { IconButton } from './IconButton';
