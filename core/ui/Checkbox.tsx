import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps } from 'react-aria-components';
import { checkbox, checkboxBox } from './controls.css';
import { Icon } from './icons';

export function Checkbox({ children, ...rest }: Omit<CheckboxProps, 'className' | 'children'> & { children: ReactNode }) {
  return (
    <AriaCheckbox {...rest} className={checkbox}>
      {({ isSelected }) => (
        <>
          <span className={checkboxBox}>{isSelected && <Icon name="check" size={14} />}</span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
