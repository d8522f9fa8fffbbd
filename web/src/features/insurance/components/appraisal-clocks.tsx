import { daysLeft } from '@shared/insurance/disputes.js';
import { formatDate } from '@shared/kernel/format.js';
import type { Dispute } from '@shared/insurance/schemas/disputes.js';

function clock(label: string, due: string, today: string) {
  const left = daysLeft(due, today);
  const when =
    left >= 0 ? `${left} day${left === 1 ? '' : 's'} left` : `${-left} day${left === -1 ? '' : 's'} past`;
  return (
    <li>
      {label} by {formatDate(due, { utc: true })}{' '}
      <span className={left < 0 ? 'text-red-700' : 'text-slate-600'}>({when})</span>
    </li>
  );
}

/** The appraisal deadlines of an appraisal dispute: appraisers within 20 days, the umpire within 15 more. */
export function AppraisalClocks({ dispute, today }: { dispute: Dispute; today: string }) {
  if (!dispute.appraisal || dispute.status === 'resolved') return null;
  return (
    <ul className="text-xs text-slate-700" aria-label="Appraisal deadlines">
      {clock('Each side names an appraiser', dispute.appraisal.appraiser_due, today)}
      {clock('Appraisers name the umpire', dispute.appraisal.umpire_due, today)}
    </ul>
  );
}
