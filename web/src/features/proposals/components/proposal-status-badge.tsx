import type { ProposalStatus } from '@shared/documents/proposals.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const STATUS_BADGES: Record<ProposalStatus, [string, BadgeTone]> = {
  draft: ['Draft', 'slate'],
  sent: ['Sent', 'blue'],
  viewed: ['Viewed', 'violet'],
  accepted: ['Accepted', 'green'],
  rejected: ['Declined', 'red'],
  expired: ['Expired', 'amber'],
  withdrawn: ['Withdrawn', 'muted'],
};

/** The coloured status label of a proposal. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const [label, tone] = STATUS_BADGES[status];
  return <Badge tone={tone}>{label}</Badge>;
}
