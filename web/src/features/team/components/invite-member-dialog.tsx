import { ACCOUNT_ROLES, ROLE_DESCRIPTIONS } from '@shared/kernel/permissions.js';
import { inviteMemberRequest, type InviteMemberRequest } from '@shared/accounts/schemas/team.js';
import { capitalize } from '@shared/kernel/format.js';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Form, SubmitButton } from '../../../components/ui/form';
import { EmailInput } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { NameFields } from '../../../components/ui/name-fields';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useInviteMember } from '../api/team';

/** Messages of the invite. */
export const INVITE_MESSAGES = {
  success: 'User invited successfully! They will receive an email to set up their account.',
  failure: 'Failed to invite user. Please try again.',
} as const;

/** The role choices with the spec's descriptions, e.g. "Manager — Can manage estimates". */
export const ROLE_OPTIONS = ACCOUNT_ROLES.map((role) => ({
  value: role,
  label: `${capitalize(role)} — ${ROLE_DESCRIPTIONS[role]}`,
}));

/** The "Invite Team Member" modal: first name, last name, email and role, all required (docs/product.md#accounts). */
export function InviteMemberDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (message: string) => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Invite Team Member">
      <InviteForm onCancel={onClose} onInvited={onInvited} />
    </Modal>
  );
}

function InviteForm({ onCancel, onInvited }: { onCancel: () => void; onInvited: (message: string) => void }) {
  const invite = useInviteMember();
  const form = useZodForm(inviteMemberRequest, {
    defaultValues: { first_name: '', last_name: '', email: '' },
  });
  const { field } = form;

  const onSubmit = async (values: InviteMemberRequest) => {
    try {
      await invite.mutateAsync(values);
      onInvited(INVITE_MESSAGES.success);
    } catch (failure) {
      // The server's reason (e.g. the plan's seats are taken) is clearer than the generic fallback.
      form.setError('root', { message: errorMessage(failure, INVITE_MESSAGES.failure) });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5 p-6" aria-label="Invite team member">
      <p className="text-sm text-slate-600">
        They get an email with a link to set their password. The link works for 7 days.
      </p>
      <NameFields first={field('first_name')} last={field('last_name')} autoFill={false} />
      <EmailInput autoComplete="off" {...field('email')} />
      <Select label="Role" required placeholder="Select a role" options={ROLE_OPTIONS} {...field('role')} />
      {form.watch('role') === 'crew' && (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" className="mt-1" {...form.register('crew_sees_homeowner_phone')} />
          <span>Let this crew member see homeowners’ phone numbers on their jobs</span>
        </label>
      )}
      <DialogActions onCancel={onCancel} className="pt-1">
        <SubmitButton form={form} pending="Sending invite…">
          Send Invite
        </SubmitButton>
      </DialogActions>
    </Form>
  );
}
