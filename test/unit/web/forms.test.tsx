// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from '../../../shared/kernel/zod.js';
import { registerForm } from '../../../shared/accounts/schemas/auth';
import { Form } from '../../../web/src/components/ui/form';
import { EmailInput, Input } from '../../../web/src/components/ui/input';
import { NameFields } from '../../../web/src/components/ui/name-fields';
import { NewPasswordFields } from '../../../web/src/components/ui/new-password-fields';
import { useZodForm } from '../../../web/src/lib/use-zod-form';
import { renderRoute, resetWebTestState, stubApi } from './support';

function field(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** The text of the element the field's aria-describedby points at. */
function problemOf(label: string | RegExp): string | null {
  const id = field(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function RegisterLikeForm({
  onSubmit,
  failWith,
}: {
  onSubmit: (values: unknown) => void;
  failWith?: string;
}) {
  const form = useZodForm(registerForm, {
    defaultValues: { first_name: '', last_name: '', email: '', password: '', confirm_password: '' },
  });
  return (
    <Form
      form={form}
      aria-label="Test form"
      onSubmit={(values) => {
        onSubmit(values);
        if (failWith) form.setError('root', { message: failWith });
      }}
    >
      <NameFields first={form.field('first_name')} last={form.field('last_name')} />
      <EmailInput {...form.field('email')} />
      <NewPasswordFields form={form} names={['password', 'confirm_password']} />
      <Input label="Company" {...form.field('company')} />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('the form toolkit', () => {
  afterEach(resetWebTestState);

  it('shows every problem under its own field at once and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<RegisterLikeForm onSubmit={onSubmit} />);
    fireEvent.change(field(/^email/i), { target: { value: 'not-an-email' } });
    fireEvent.change(field(/^new password/i), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(problemOf(/^first name/i)).toBe('First name is required'));
    expect(problemOf(/^last name/i)).toBe('Last name is required');
    expect(problemOf(/^email/i)).toBe('Please enter a valid email address');
    expect(problemOf(/^new password/i)).toBe('Password must be at least 8 characters long');
    expect(field(/^first name/i).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^company/i).getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says live whether the confirmation matches, with the wording it is given', async () => {
    render(<RegisterLikeForm onSubmit={vi.fn()} />);
    fireEvent.change(field(/^new password/i), { target: { value: 'Roofing-2026' } });
    fireEvent.change(field(/^confirm new password/i), { target: { value: 'Roofing-2027' } });
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    fireEvent.change(field(/^confirm new password/i), { target: { value: 'Roofing-2026' } });
    expect(await screen.findByText('Passwords match')).toBeTruthy();
    expect(screen.getByText('Password strength: Strong')).toBeTruthy();
  });

  it('submits the checked values and shows a failure above the fields until the next submit', async () => {
    const onSubmit = vi.fn();
    render(<RegisterLikeForm onSubmit={onSubmit} failWith="Registration failed. Please try again." />);
    fireEvent.change(field(/^first name/i), { target: { value: ' Dana ' } });
    fireEvent.change(field(/^last name/i), { target: { value: 'Reyes' } });
    fireEvent.change(field(/^email/i), { target: { value: 'Dana@Example.test' } });
    fireEvent.change(field(/^new password/i), { target: { value: 'Roofing-2026' } });
    fireEvent.change(field(/^confirm new password/i), { target: { value: 'Roofing-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Registration failed. Please try again.',
    );
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'Dana', email: 'dana@example.test' }),
    );
  });
});

describe('the partner application page', () => {
  afterEach(resetWebTestState);

  it('shows every problem under its field instead of the first one in a banner', async () => {
    const api = stubApi({});
    renderRoute('/partner-application');
    // The route is lazy: its first load may take a while on a busy machine.
    await screen.findByRole('heading', { name: 'Partner Application' });
    fireEvent.change(field(/^First name/), { target: { value: 'Jamie' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'Ortiz' } });
    fireEvent.change(field(/^Email\*?$/), { target: { value: 'jamie@' } });
    fireEvent.change(field(/^Company name/), { target: { value: 'Gulf Coast Consultants' } });
    fireEvent.change(field('Website'), { target: { value: 'gulfcoast' } });
    fireEvent.change(field('Year established'), { target: { value: '1850' } });
    fireEvent.change(field('Leads per month'), { target: { value: '250000' } });
    fireEvent.click(screen.getByLabelText(/^Reseller Partner/));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(problemOf(/^Email\*?$/)).toBe('Please enter a valid email address'));
    expect(problemOf(/^Phone/)).toBe('Phone is required');
    expect(problemOf('Website')).toBe('Please enter a valid website address');
    expect(problemOf('Year established')).toMatch(/^Year established must be between 1900 and \d{4}$/);
    expect(problemOf('Leads per month')).toBe('Leads per month must be a whole number from 0 to 100,000');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});

describe('useZodForm', () => {
  it('binds a field that has no problem', () => {
    function Probe() {
      const form = useZodForm(z.object({ note: z.optional(z.string()) }));
      const binding = form.field('note');
      return <span>{`${binding.name}:${String(binding.error)}`}</span>;
    }
    render(<Probe />);
    expect(screen.getByText('note:undefined')).toBeTruthy();
  });
});
