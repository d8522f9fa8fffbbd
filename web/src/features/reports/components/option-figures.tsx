import { centsAsDollars, formatCents, formatPercent } from '@shared/kernel/format.js';
import type { ReportResponse } from '@shared/jobs/schemas/reports.js';
import { FigureCard, FigureSection } from './figure-card';

type Share = { with_offer: number; rate: number | null };

const percent = (rate: number | null) => (rate === null ? '—' : formatPercent(rate * 100));

/** A rate as a large percentage over "n of m proposals with options" (a dash when there is no rate). */
function ShareFigure({ share, count, testId }: { share: Share; count: number; testId: string }) {
  return (
    <>
      <p className="text-3xl font-bold tabular-nums text-brand-950" data-testid={testId}>
        {percent(share.rate)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {count} of {share.with_offer} proposals with options
      </p>
    </>
  );
}

/**
 * The figures of proposals with options (docs/decisions.md, "Reports count the choice"), or a one-line
 * hint when the answer has none: older answers lack the fields, and an account may not offer options.
 */
export function OptionFigures({ report }: { report: ReportResponse }) {
  const { option_mix: mix, average_ticket_cents: ticket, upgrade_attach_rate: attach } = report;
  const financing = report.financing_share;
  if (!mix || ticket === undefined || !attach || !financing || (attach.with_offer === 0 && mix.length === 0))
    return (
      <p className="text-sm text-slate-600" data-testid="options-hint">
        No proposals with options in this period. Offering options is set on the estimate page.
      </p>
    );
  const most = Math.max(1, ...mix.map((row) => row.accepted));
  return (
    <FigureSection id="options-heading" title="Proposals with options">
      <div className="grid gap-6 lg:grid-cols-3">
        <FigureCard figure="averageTicket" rows={[[ticket === null ? '' : centsAsDollars(ticket)]]}>
          <p className="text-3xl font-bold tabular-nums text-brand-950" data-testid="average-ticket">
            {ticket === null ? '—' : formatCents(ticket)}
          </p>
        </FigureCard>
        <FigureCard
          figure="upgradeAttachRate"
          rows={[[attach.with_offer, attach.with_upgrade, attach.rate ?? '']]}
        >
          <ShareFigure share={attach} count={attach.with_upgrade} testId="upgrade-attach-rate" />
        </FigureCard>
        <FigureCard
          figure="financingShare"
          rows={[[financing.with_offer, financing.financed, financing.rate ?? '']]}
        >
          <ShareFigure share={financing} count={financing.financed} testId="financing-share" />
        </FigureCard>
        <FigureCard
          figure="optionMix"
          rows={mix.map((row) => [row.tier, row.accepted])}
          className="lg:col-span-3"
        >
          {/* The API orders the tiers most accepted first; the bars keep that order. */}
          <ul className="space-y-2 text-sm" data-testid="option-mix">
            {mix.map((row) => (
              <li key={row.tier} className="grid grid-cols-[8rem_1fr_3rem] items-center gap-3">
                <span className="truncate font-medium text-brand-950">{row.tier}</span>
                <span className="h-3 rounded-full bg-slate-100" role="presentation">
                  <span
                    className="block h-3 rounded-full bg-accent-500"
                    style={{ width: `${(row.accepted / most) * 100}%` }}
                  />
                </span>
                <span className="text-right tabular-nums">{row.accepted}</span>
              </li>
            ))}
          </ul>
        </FigureCard>
      </div>
    </FigureSection>
  );
}
