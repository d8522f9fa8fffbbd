import { useState } from 'react';
import { formatDateTime } from '@shared/kernel/format.js';
import type { InsuranceProject } from '@shared/insurance/schemas/insurance.js';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useClaimCommunications } from '../api/communications';
import { CardList } from './card-list';

const label = (value: string) => value.replace(/_/g, ' ');
/** "sent" is green as before; delivery tracking adds "delivered", a later state of a sent mail. */
const GOOD = new Set(['sent', 'delivered']);

/**
 * The Communications tab: the mails about the insurance projects (all claims, or the one picked), with
 * their delivery status (sent or delivered green, anything else yellow). Mail about other work is not here.
 */
export function ClaimCommunications({ projects }: { projects: readonly InsuranceProject[] }) {
  const [claim, setClaim] = useState('');
  const picked = claim ? projects.filter((project) => project.id === claim) : projects;
  const { communications, isPending, error } = useClaimCommunications(
    picked.map((project) => project.id),
    true,
  );
  const nameOf = new Map(projects.map((project) => [project.id, project.name]));
  return (
    <div className="space-y-4">
      {projects.length > 1 && (
        <Select
          label="Claim"
          className="max-w-md"
          placeholder="All claims"
          value={claim}
          onValueChange={setClaim}
          options={projects.map((project) => ({
            value: project.id,
            label: `${project.name}${project.insurance.claim_number ? ` · ${project.insurance.claim_number}` : ''}`,
          }))}
        />
      )}
      {error ? (
        <Alert variant="error">{errorMessage(error, 'Communications could not load.')}</Alert>
      ) : isPending && !communications.length ? (
        <p className="text-slate-600">Loading…</p>
      ) : !communications.length ? (
        <p className="text-slate-600">No mails about {claim ? 'this claim' : 'insurance projects'} yet.</p>
      ) : (
        <CardList label="Communications" items={communications}>
          {(item) => (
            <>
              <div className="min-w-0">
                <p className="font-semibold text-brand-950">{item.subject}</p>
                <p className="break-words text-sm text-slate-600">
                  To {item.recipients.join(', ')} · {formatDateTime(item.created_at)}
                  {item.project_id && nameOf.has(item.project_id) && ` · ${nameOf.get(item.project_id)}`}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Badge tone="slate">{label(item.communication_type)}</Badge>
                <Badge tone={GOOD.has(item.delivery_status) ? 'green' : 'amber'}>
                  {label(item.delivery_status)}
                </Badge>
              </div>
            </>
          )}
        </CardList>
      )}
    </div>
  );
}
