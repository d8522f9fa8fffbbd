import { useNavigate } from 'react-router';
import { signaturesUpgradeMessage } from '@shared/kernel/plans.js';
import { Button } from '../../../components/ui/button';
import { UpgradeNote } from '../../../components/ui/upgrade-note';
import { errorMessage } from '../../../lib/api-client';
import { useSignaturesAllowed } from '../../../lib/plan-features';
import { useInPersonSigning } from '../api/estimates';

/** The message when no in-person link could be issued and the server said nothing more. */
export const IN_PERSON_FAILED = 'Could not open in-person signing. Please try again.';

/**
 * Opens the contract's signing page on this device for the homeowner to sign now: a fresh link is
 * issued on each press (older links stop working) and the certificate records it was signed in person.
 */
export function SignInPerson({
  estimateId,
  onError,
}: {
  estimateId: string;
  onError: (text: string) => void;
}) {
  const navigate = useNavigate();
  const issue = useInPersonSigning(estimateId);
  const allowed = useSignaturesAllowed();
  const open = async () => {
    try {
      const { signing_url } = await issue.mutateAsync(undefined);
      void navigate(new URL(signing_url).pathname);
    } catch (failure) {
      onError(errorMessage(failure, IN_PERSON_FAILED));
    }
  };
  if (!allowed) return <UpgradeNote text={signaturesUpgradeMessage()} />;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        Hand this device to the homeowner to sign now. Any link sent earlier stops working.
      </p>
      <Button variant="secondary" size="sm" onClick={() => void open()} loading={issue.isPending}>
        Sign in person
      </Button>
    </div>
  );
}
