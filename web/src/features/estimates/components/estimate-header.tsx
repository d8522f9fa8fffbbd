import { formatDate, formatMoney, formatSqft, formatSquares } from '@shared/kernel/format.js';
import { roofSquares } from '@shared/estimates/measurement/roof-area.js';
import type { Estimate } from '@shared/estimates/schemas/estimates.js';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { customerName } from '../../../lib/format';
import { FlagBadge, MeasurementBadge, SimulatedBadge } from './status-badges';

function FinalPriceCard({ estimate, finalPrice }: { estimate: Estimate; finalPrice: number }) {
  return (
    <Card className="shrink-0 px-5 py-4 lg:min-w-64 lg:text-right">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
        {estimate.discount_percent ? 'Final price' : 'Estimate total'}
      </p>
      <p className="text-3xl font-bold tabular-nums text-brand-950" data-testid="final-price">
        {formatMoney(finalPrice)}
      </p>
      {estimate.discount_percent !== null && estimate.total_cost !== null && (
        <p className="text-sm text-slate-600">
          <span className="line-through">{formatMoney(estimate.total_cost)}</span>{' '}
          <Badge tone="amber">{estimate.discount_percent}% off</Badge>
        </p>
      )}
      {estimate.square_footage !== null && (
        <p className="text-sm text-slate-600" data-testid="price-per-square">
          for {formatSqft(estimate.square_footage)} ({formatSquares(roofSquares(estimate.square_footage))})
          {roofSquares(estimate.square_footage) > 0 && (
            <span className="block">
              {formatMoney(finalPrice / roofSquares(estimate.square_footage))} per square
            </span>
          )}
        </p>
      )}
    </Card>
  );
}

/** The option a website lead looked at: the offer's recommended line. */
function viewedOption(estimate: Estimate): string | null {
  const offer = estimate.offer;
  return offer?.options.find((option) => option.id === offer.recommended_line_id)?.name ?? null;
}

/** The top of the estimate screen: trail, address, customer, status badges and, once priced, the price. */
export function EstimateHeader({ estimate, priced }: { estimate: Estimate; priced: boolean }) {
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Estimates', to: '/dashboard/estimates' },
          { label: customerName(estimate.customer_last_name, estimate.customer_first_name) },
        ]}
      />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <PageHeader
          className="min-w-0"
          title={estimate.address}
          description={
            <>
              {[estimate.customer_first_name, estimate.customer_last_name].filter(Boolean).join(' ')} ·
              created {formatDate(estimate.created_at)}
            </>
          }
        >
          <div className="mt-3 flex flex-wrap gap-2">
            <MeasurementBadge status={estimate.measurement_status} />
            <FlagBadge on={estimate.proposal_sent} yes="Proposal sent" no="Proposal not sent" />
            <FlagBadge on={estimate.accepted} yes="Accepted" no="Not accepted" />
            <FlagBadge on={estimate.contract_signed} yes="Contract signed" no="Contract not signed" />
            {estimate.customer_email_bounced && <Badge tone="red">Email bounced</Badge>}
            {estimate.source === 'website' && <Badge tone="violet">From your website</Badge>}
            {estimate.simulated && <SimulatedBadge />}
          </div>
          {estimate.source === 'website' && viewedOption(estimate) && (
            <p className="mt-3 text-sm text-slate-700">
              The homeowner looked at <strong>{viewedOption(estimate)}</strong> in your website quote: it is
              the recommended option of the proposal.
            </p>
          )}
          {estimate.project_id && (
            <p className="mt-3 text-sm">
              <Link
                to={`/dashboard/projects/${estimate.project_id}`}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                Open the project of this estimate →
              </Link>
            </p>
          )}
        </PageHeader>
        {priced && estimate.final_price !== null && (
          <FinalPriceCard estimate={estimate} finalPrice={estimate.final_price} />
        )}
      </div>
    </>
  );
}
