import type { PortalProposal } from '@shared/documents/schemas/proposals.js';
import { EmailText } from '../../../components/ui/email-text';
import { formatDate } from '@shared/kernel/format.js';

/** Who the proposal is for and its dates, as term and value; a date only when it is set. */
function facts(proposal: PortalProposal): [string, string][] {
  const validUntil = proposal.proposal.valid_until;
  const installDate = proposal.estimate.scheduled_install_date;
  const rows: [string, string | null][] = [
    ['Prepared for', proposal.customer.name],
    ['Email', proposal.customer.email],
    ['Valid until', validUntil ? formatDate(validUntil) : null],
    ['Planned installation', installDate ? formatDate(installDate) : null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** The proposal's title block: its number, the property address and who it is for. */
export function PortalHeading({ proposal }: { proposal: PortalProposal }) {
  return (
    <section aria-labelledby="proposal-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">
        Roofing proposal{proposal.proposal.number ? ` ${proposal.proposal.number}` : ''}
      </p>
      <h1 id="proposal-title" className="mt-1 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
        {proposal.estimate.address}
      </h1>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
        {facts(proposal).map(([term, value]) => (
          <div key={term}>
            <dt className="inline">{term} </dt>
            <dd className="inline font-medium text-slate-900">
              {term === 'Email' ? <EmailText emails={value} /> : value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
