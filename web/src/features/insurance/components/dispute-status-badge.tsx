import { CLAIM_STATUS_COLOURS, claimStatusLabel, type ClaimStatus } from '@shared/jobs/projects.js';
import { cn } from '../../../lib/cn';

const TONES: Record<'red' | 'yellow' | 'orange' | 'green', string> = {
  red: 'bg-red-100 text-red-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  orange: 'bg-orange-100 text-orange-900',
  green: 'bg-green-100 text-green-800',
};

/** A dispute or claim status in the spec's colours (open red, in review yellow, escalated orange, resolved green). */
export function DisputeStatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        TONES[CLAIM_STATUS_COLOURS[status]],
      )}
    >
      {claimStatusLabel(status)}
    </span>
  );
}
