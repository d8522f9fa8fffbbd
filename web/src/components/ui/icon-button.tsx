import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconName } from './icon';

/** Props of IconButton: `label` names the button, as it shows no text. */
export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'type'
> {
  icon: IconName;
  label: string;
  /** Size classes of the icon (size-5 unless given). */
  iconClassName?: string;
  strokeWidth?: number;
  ref?: Ref<HTMLButtonElement>;
}

/** A button that is just an icon (close, menu, dismiss); callers style it for their surface. */
export function IconButton({ icon, label, iconClassName, strokeWidth = 2, ...rest }: IconButtonProps) {
  return (
    <button type="button" aria-label={label} {...rest}>
      <Icon name={icon} className={iconClassName} strokeWidth={strokeWidth} />
    </button>
  );
}
