import { Alert } from './alert';
import { ButtonLink } from './button';

/** What the plan lacks, in place of the action that would fail, with the way to Billing. */
export function UpgradeNote({ text, className }: { text: string; className?: string }) {
  return (
    <Alert variant="info" title={text} className={className}>
      <ButtonLink to="/dashboard/billing?action=changePlan" variant="accent" size="sm" className="mt-2">
        Upgrade
      </ButtonLink>
    </Alert>
  );
}
