import { formatDateTime, formatPercent } from '@shared/kernel/format.js';
import { COMPANY_CONTACT } from '@shared/public-site/chatbot.js';
import { Alert } from '../../../components/ui/alert';
import { useMailHealth } from '../api/communications';

/**
 * The account's delivery health over the window the send guard judges (docs/decisions.md "One send guard
 * for mail on an account's behalf"), and the pause when it stopped customer mail.
 */
export function MailHealthPanel() {
  const health = useMailHealth();
  if (!health.data) return null;
  const { sends, bounces, complaints, window_days: days, paused_at: pausedAt } = health.data;
  const rate = (count: number) => (sends ? ` (${formatPercent((count / sends) * 100)})` : '');
  if (pausedAt)
    return (
      <Alert variant="error" title="Customer mail is paused">
        Since {formatDateTime(pausedAt)}: {health.data.paused_reason}. Nothing is sent to your customers until
        our team has reviewed it; you can still read everything here. Write to {COMPANY_CONTACT.supportEmail}{' '}
        to have it reviewed.
      </Alert>
    );
  return (
    <p className="text-sm text-slate-600">
      Last {days} days: {sends} {sends === 1 ? 'mail' : 'mails'} sent, {bounces} bounced{rate(bounces)},{' '}
      {complaints} marked as spam{rate(complaints)}.
    </p>
  );
}
