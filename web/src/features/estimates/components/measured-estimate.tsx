import { formatDate } from '@shared/kernel/format.js';
import type { Measurement } from '@shared/estimates/measurement/types.js';
import type { Estimate } from '@shared/estimates/schemas/estimates.js';
import { Button } from '../../../components/ui/button';
import { EstimateSidebar } from './estimate-sidebar';
import { EdgesTable, MaterialsTable, PitchTable, Section, WasteTable } from './measurement-tables';
import { PricingBreakdown } from './pricing-breakdown';
import { RoofDiagramCard } from './roof-diagram-card';
import { RoofFiguresCard } from './roof-figures-card';

function ReviewNotes({ measurement }: { measurement: Measurement }) {
  if (measurement.quality.warnings.length === 0) return null;
  return (
    <Section title="Review notes" subtitle="Things to check before sending this estimate">
      <ul className="space-y-2 px-5 py-4 text-sm">
        {measurement.quality.warnings.map((warning) => (
          <li key={warning.code} className="flex gap-2 text-slate-700">
            <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-amber-500" />
            {warning.message}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A measured and priced estimate: the roof, its figures and tables, the price and the side column. */
export function MeasuredEstimate({
  estimate,
  onReprice,
  repricing,
  onError,
}: {
  estimate: Estimate;
  onReprice: () => void;
  repricing: boolean;
  onError: (text: string) => void;
}) {
  const measurement = estimate.measurement!;
  const pricing = estimate.pricing!;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <RoofDiagramCard measurement={measurement} simulated={estimate.simulated} />
        <RoofFiguresCard measurement={measurement} />
        <ReviewNotes measurement={measurement} />
        <PitchTable measurement={measurement} />
        <WasteTable measurement={measurement} />
        <MaterialsTable measurement={measurement} />
        <EdgesTable measurement={measurement} />
      </div>

      <div className="min-w-0 space-y-6">
        <Section
          title="Pricing"
          subtitle={
            estimate.measured_at ? `Priced with your rates of ${formatDate(estimate.measured_at)}` : undefined
          }
          action={
            <Button
              variant="ghost"
              size="sm"
              onClick={onReprice}
              loading={repricing}
              disabled={estimate.accepted}
              title={
                estimate.accepted
                  ? 'The customer accepted this price; it can no longer change.'
                  : 'Price this roof again with the rates saved on My Rates'
              }
            >
              Reprice
            </Button>
          }
        >
          <div className="px-5 py-2">
            <PricingBreakdown estimate={estimate} pricing={pricing} />
          </div>
        </Section>
        <EstimateSidebar estimate={estimate} onError={onError} />
      </div>
    </div>
  );
}
