import type { SupersededLinkBody } from '@shared/documents/schemas/proposals.js';
import { formatDate } from '@shared/kernel/format.js';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useResendCurrentLink } from '../api/proposals';

/**
 * Under a superseded link's 410 (docs/decisions.md, "A superseded link names the current one"): which
 * proposal replaced it and a button that mails the current link, whose answer reads the same whatever
 * happened, so it is shown as is.
 */
export function SupersededLink({
  token,
  current,
}: {
  token: string;
  current: SupersededLinkBody['current'];
}) {
  const resend = useResendCurrentLink(token);
  const newer = current.number ? `A newer proposal (${current.number})` : 'A newer proposal';
  return (
    <div className="mx-auto mt-4 max-w-md space-y-4 text-sm text-slate-700">
      <p data-testid="superseded-by">
        {newer} was sent to you on {formatDate(current.sent_at)}.
      </p>
      <Button
        variant="primary"
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        Email me the current link
      </Button>
      <p role="status" className="min-h-5">
        {resend.data?.message ??
          (resend.isError ? errorMessage(resend.error, 'Could not send the link. Please try again.') : '')}
      </p>
    </div>
  );
}
