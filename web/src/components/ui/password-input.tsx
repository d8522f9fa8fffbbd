import { useState } from 'react';
import { Icon } from './icon';
import { Input, type InputProps } from './input';

/** A password field with a labelled show/hide toggle (aria-pressed reflects the state). */
export function PasswordInput(props: Omit<InputProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label="Show password"
          title={visible ? 'Hide password' : 'Show password'}
          className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}

/** The required field for a password the user already has: the browser offers the saved one. */
export function CurrentPasswordInput({
  label = 'Password',
  ...props
}: Omit<InputProps, 'label' | 'type' | 'trailing'> & { label?: InputProps['label'] }) {
  return <PasswordInput label={label} autoComplete="current-password" required {...props} />;
}
