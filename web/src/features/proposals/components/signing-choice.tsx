import type { SigningView } from '@shared/documents/schemas/proposals.js';
import { formatCents } from '@shared/kernel/format.js';
import { Card } from '../../../components/ui/card';

/** The homeowner's choice on a proposal with options, as the contract states it (docs/decisions.md). */
export function SigningChoice({ choice }: { choice: NonNullable<SigningView['choice']> }) {
  return (
    <Card className="p-5" data-testid="signing-choice">
      <h2 className="text-lg font-semibold text-brand-950">Your selection</h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <div className="flex items-start justify-between gap-4 py-3">
          <dt>
            <span className="font-medium text-slate-900">{choice.name}</span>
            <span className="block text-slate-500">
              {choice.tier}
              {choice.colour && ` · Colour: ${choice.colour}`}
            </span>
          </dt>
        </div>
        {choice.upgrades.map((upgrade) => (
          <div key={upgrade.id} className="flex items-start justify-between gap-4 py-3">
            <dt>
              <span className="font-medium text-slate-900">{upgrade.name}</span>
              <span className="block text-slate-500">{upgrade.basis_text}</span>
            </dt>
            <dd className="shrink-0 tabular-nums">{formatCents(upgrade.price_cents)}</dd>
          </div>
        ))}
        {choice.plan && (
          <div className="py-3">
            <dt className="font-medium text-slate-900">
              Financing preference: {choice.plan.lender}, {choice.plan.term_months} months at{' '}
              {choice.plan.apr_percent}% APR
            </dt>
            <dd className="mt-1 text-slate-700">
              {formatCents(choice.plan.monthly_payment_cents)}/mo
              <span className="mt-1 block text-xs text-slate-500">{choice.plan.disclosure}</span>
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 py-3 text-base">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="font-bold tabular-nums text-brand-950">{formatCents(choice.total_cents)}</dd>
        </div>
      </dl>
    </Card>
  );
}
