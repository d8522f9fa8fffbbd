import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';
import { Icon, type IconName } from './icon';
import { Spinner } from './spinner';

/** Visual variants: primary (navy), accent (orange call to action), secondary (outlined), ghost, danger. */
export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
/** Button heights: 36, 44 (touch-friendly default) and 48 px. */
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-900 text-white hover:bg-brand-800 shadow-sm',
  accent: 'bg-accent-500 text-brand-950 hover:bg-accent-400 shadow-sm',
  secondary: 'border border-slate-300 bg-white text-brand-900 hover:bg-slate-50 shadow-sm',
  ghost: 'text-brand-800 hover:bg-brand-50',
  danger: 'bg-red-600 text-white hover:bg-red-700 shadow-sm',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** The class list of a button, for links that must look like buttons. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(base, variants[variant], sizes[size], className);
}

/** Props of Button. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  /** An icon of the set before the label. */
  icon?: IconName;
}

/** A button's icon: a little smaller than the text's line, drawn a little bolder. */
function ButtonIcon({ name }: { name: IconName }) {
  return <Icon name={name} className="size-4" strokeWidth={2.2} />;
}

/** A real <button>, type="button" unless told otherwise so it never submits a form by accident. */
export function Button({
  variant,
  size,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <Spinner label="" className="[&_svg]:size-4 [&_svg]:text-current" />
      ) : (
        icon && <ButtonIcon name={icon} />
      )}
      {children}
    </button>
  );
}

/** A router link styled as a button (navigation stays a link for keyboard and screen readers). */
export function ButtonLink({
  variant,
  size,
  className,
  icon,
  children,
  ...rest
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize; icon?: IconName }) {
  return (
    <Link className={buttonClasses(variant, size, className)} {...rest}>
      {icon && <ButtonIcon name={icon} />}
      {children}
    </Link>
  );
}
