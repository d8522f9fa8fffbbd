import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** Props of Checkbox: the box's own props (its `className` styles the box), the label's class and words. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** What the label reads beside the box. */
  children: ReactNode;
  /** Classes of the label that wraps the box and its words. */
  labelClassName?: string;
  /** Called with the new state on every change, for boxes kept in plain state. */
  onCheckedChange?: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox inside its label, so a tap on the words ticks the box; takes `form.register(…)` as is. */
export function Checkbox(props: CheckboxProps) {
  const {
    children,
    labelClassName = 'flex items-start gap-2 text-sm text-slate-700',
    className = 'mt-0.5 size-4 rounded border-slate-300',
    onCheckedChange,
    ref,
    ...rest
  } = props;
  return (
    <label className={labelClassName}>
      <input
        ref={ref}
        type="checkbox"
        className={className}
        {...rest}
        onChange={onCheckedChange ? (event) => onCheckedChange(event.target.checked) : rest.onChange}
      />
      {children}
    </label>
  );
}
