import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Estimate } from '@shared/estimates/schemas/estimates.js';
import { Alert, type AlertVariant } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { Stat } from '../../../components/ui/stat';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { customerName, roofTypeLabel } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useApplyDiscount, useEstimate, useRepriceEstimate, useRetryMeasurement } from '../api/estimates';
import { DISCOUNT_FAILED, DiscountDialog } from '../components/discount-dialog';
import { EstimateTimeline } from '../components/estimate-timeline';
import { formatDate, formatMoney, formatNumber, formatSqft } from '@shared/kernel/format.js';
import { pitchColours } from '@shared/estimates/pitch-colours.js';
import { MeasurementProgress } from '../components/measurement-progress';
import {
  EdgesTable,
  MaterialsTable,
  PitchTable,
  Section,
  WasteTable,
} from '../components/measurement-tables';
import { PricingBreakdown } from '../components/pricing-breakdown';
import { RoofDiagram } from '../components/roof-diagram';
import { SignInPerson } from '../components/sign-in-person';
import { FlagBadge, MeasurementBadge, SimulatedBadge } from '../components/status-badges';

/** Wording of the estimate detail screen (docs/product.md#estimates). */
export const DETAIL_MESSAGES = {
  notFound: 'Estimate not found',
  loadFailed: 'Failed to load estimate',
  discountApplied: (percent: number) => `Discount of ${percent}% applied successfully!`,
  repriced: 'Repriced with your current rates.',
  repriceFailed: 'Failed to reprice the estimate. Please try again.',
  retried: 'Measurement queued again.',
  retryFailed: 'Failed to retry the measurement. Please try again.',
} as const;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-brand-950">{title}</h2>
      <div className="mt-3 text-sm">{children}</div>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-1.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Measured({
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
  const colours = pitchColours(measurement.pitchBreakdown);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <Card className="overflow-hidden">
          <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
            <div>
              <h2 className="font-semibold text-brand-950">Roof diagram</h2>
              <p className="mt-0.5 text-sm text-slate-600">
                {measurement.facets.length} facets · imagery{' '}
                {measurement.quality.imageryDate
                  ? formatDate(measurement.quality.imageryDate)
                  : 'date unknown'}{' '}
                · {measurement.quality.imageryQuality.toLowerCase()} resolution
              </p>
            </div>
            {estimate.simulated && <SimulatedBadge />}
          </div>
          <div className="p-3 sm:p-5">
            <RoofDiagram measurement={measurement} />
          </div>
          <ul
            className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 px-5 py-3 text-xs text-slate-600"
            aria-label="Pitch colours"
          >
            {measurement.pitchBreakdown.map((row) => (
              <li key={row.pitch} className="inline-flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-sm ring-1 ring-slate-300"
                  style={{ background: colours.get(row.pitch) }}
                />
                {row.pitch}/12 · {formatNumber(row.percent, 1)} %
              </li>
            ))}
          </ul>
        </Card>

        <Card className="overflow-hidden">
          <dl className="grid grid-cols-2 gap-px bg-slate-100 sm:grid-cols-3">
            <Stat
              label="Roof area"
              value={formatSqft(measurement.adjustedAreaSqft)}
              sub={`${formatNumber(measurement.adjustedSquares, 2)} squares`}
            />
            <Stat
              label="Predominant pitch"
              value={`${measurement.predominantPitch}/12`}
              sub={`${formatNumber(measurement.pitchBreakdown[0].percent, 1)} % of the roof`}
            />
            <Stat
              label="Roof type"
              value={roofTypeLabel(measurement.roofType)}
              sub={`${plural(measurement.valleys, 'valley')} · ${plural(measurement.dormers, 'dormer')}`}
            />
            <Stat
              label="Complexity"
              value={<span className="capitalize">{measurement.complexity}</span>}
              sub={`${measurement.facets.length} facets`}
            />
            <Stat
              label="Suggested waste"
              value={`${formatNumber(measurement.suggestedWastePercent, measurement.suggestedWastePercent % 1 ? 1 : 0)} %`}
              sub="field shingles"
            />
            <Stat
              label="Accuracy rating"
              value={`${formatNumber(measurement.accuracyRating, 1)} %`}
              sub={`${measurement.quality.imageryQuality.toLowerCase()} imagery`}
            />
          </dl>
          {measurement.adjustedAreaSqft !== measurement.totalAreaSqft && (
            <p data-testid="area-note" className="border-t border-slate-100 px-4 py-3 text-xs text-slate-600">
              Roof planes found in the imagery: {formatSqft(measurement.totalAreaSqft)}. The building&apos;s
              footprint is {formatNumber(Math.abs(measurement.coverageRatio - 1) * 100, 1)} %{' '}
              {measurement.coverageRatio > 1 ? 'larger' : 'smaller'}, so price and materials both use the
              footprint-corrected {formatSqft(measurement.adjustedAreaSqft)}.
            </p>
          )}
        </Card>

        {measurement.quality.warnings.length > 0 && (
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
        )}

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
        <Sidebar estimate={estimate} onError={onError} />
      </div>
    </div>
  );
}

function Sidebar({ estimate, onError }: { estimate: Estimate; onError: (text: string) => void }) {
  return (
    <>
      {estimate.accepted && !estimate.contract_signed && (
        <InfoCard title="Sign in person">
          <SignInPerson estimateId={estimate.id} onError={onError} />
        </InfoCard>
      )}
      <InfoCard title="Customer">
        <dl>
          <Field label="Name">
            {[estimate.customer_first_name, estimate.customer_last_name].filter(Boolean).join(' ')}
          </Field>
          <Field label="Email">
            {estimate.customer_email ? (
              <a className="text-brand-800 underline" href={`mailto:${estimate.customer_email}`}>
                {estimate.customer_email}
              </a>
            ) : (
              'Not given'
            )}
          </Field>
          <Field label="Phone">
            {estimate.customer_phone ? (
              <a className="text-brand-800 underline" href={`tel:${estimate.customer_phone}`}>
                {estimate.customer_phone}
              </a>
            ) : (
              'Not given'
            )}
          </Field>
        </dl>
      </InfoCard>
      <InfoCard title="Property">
        <dl>
          <Field label="Address">{estimate.address}</Field>
          {estimate.location && (
            <>
              <Field label="Located at">{estimate.location.formatted_address}</Field>
              <Field label="Coordinates">
                {formatNumber(estimate.location.latitude, 6)}, {formatNumber(estimate.location.longitude, 6)}
              </Field>
            </>
          )}
        </dl>
      </InfoCard>
      <InfoCard title="Timeline">
        <EstimateTimeline estimate={estimate} />
      </InfoCard>
    </>
  );
}

function NotFound() {
  const navigate = useNavigate();
  return (
    <Card className="px-6 py-12 text-center">
      <h1 className="text-2xl font-bold text-brand-950">{DETAIL_MESSAGES.notFound}</h1>
      <p className="mt-2 text-slate-600">It may have been deleted, or the link is wrong.</p>
      <Button className="mt-6" onClick={() => void navigate('/dashboard/estimates')}>
        Back to Estimates
      </Button>
    </Card>
  );
}

function LoadFailed() {
  const navigate = useNavigate();
  // "Failed to load estimate", then back to the list.
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/dashboard/estimates'), 3000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Alert variant="error" title={DETAIL_MESSAGES.loadFailed}>
      Taking you back to your estimates…
    </Alert>
  );
}

/** What the estimate screen hands the actions it shows next to its own (proposal, PDF, contract, signing). */
export interface EstimateActionsSlotProps {
  estimate: Estimate;
  /** Shows a banner on the estimate screen (green success, red error, blue info). */
  onMessage: (variant: AlertVariant, text: string) => void;
}

/**
 * /dashboard/estimates/:estimateId — the measured roof, its price and the actions on it. The
 * proposal, PDF, contract and signing actions belong to the proposals feature; the app passes them in.
 */
export function EstimateDetailPage({
  Actions,
  Messages,
}: {
  Actions: ComponentType<EstimateActionsSlotProps>;
  /** The estimate's messages and their delivery (the communications feature's panel). */
  Messages?: ComponentType<{ estimateId: string; customerEmail: string | null }>;
}) {
  const { estimateId = '' } = useParams();
  const query = useEstimate(estimateId);
  const estimate = query.data;
  usePageTitle(estimate ? estimate.address : 'Estimate');
  const discount = useApplyDiscount(estimateId);
  const reprice = useRepriceEstimate(estimateId);
  const retry = useRetryMeasurement(estimateId);
  const { message, show } = useTimedMessage();
  const [discountOpen, setDiscountOpen] = useState(false);
  const [discountError, setDiscountError] = useState<string | null>(null);

  if (query.isPending) return <PageSpinner label="Loading estimate…" />;
  if (query.isError)
    return query.error instanceof ApiError && query.error.status === 404 ? <NotFound /> : <LoadFailed />;
  if (!estimate) return <NotFound />;

  const priced = estimate.measurement_status === 'measured' && estimate.pricing !== null;
  const finalPrice = estimate.final_price;

  const applyDiscount = async (percent: number) => {
    setDiscountError(null);
    try {
      await discount.mutateAsync(percent);
      setDiscountOpen(false);
      show('success', DETAIL_MESSAGES.discountApplied(percent));
    } catch (failure) {
      setDiscountError(errorMessage(failure, DISCOUNT_FAILED));
    }
  };
  const showError = (text: string) => show('error', text);
  const onReprice = async () => {
    try {
      await reprice.mutateAsync(undefined);
      show('success', DETAIL_MESSAGES.repriced);
    } catch (failure) {
      show('error', errorMessage(failure, DETAIL_MESSAGES.repriceFailed));
    }
  };
  const onRetry = async () => {
    try {
      await retry.mutateAsync(undefined);
      show('info', DETAIL_MESSAGES.retried);
    } catch (failure) {
      show('error', errorMessage(failure, DETAIL_MESSAGES.retryFailed));
    }
  };

  return (
    <div className="space-y-6">
      <Breadcrumb
        items={[
          { label: 'Estimates', to: '/dashboard/estimates' },
          { label: customerName(estimate.customer_last_name, estimate.customer_first_name) },
        ]}
      />

      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{estimate.address}</h1>
          <p className="mt-1 text-slate-600">
            {[estimate.customer_first_name, estimate.customer_last_name].filter(Boolean).join(' ')} · created{' '}
            {formatDate(estimate.created_at)}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <MeasurementBadge status={estimate.measurement_status} />
            <FlagBadge on={estimate.proposal_sent} yes="Proposal sent" no="Proposal not sent" />
            <FlagBadge on={estimate.accepted} yes="Accepted" no="Not accepted" />
            <FlagBadge on={estimate.contract_signed} yes="Contract signed" no="Contract not signed" />
            {estimate.customer_email_bounced && <Badge tone="red">Email bounced</Badge>}
            {estimate.simulated && <SimulatedBadge />}
          </div>
        </div>
        {priced && finalPrice !== null && (
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
              <p className="text-sm text-slate-600">for {formatSqft(estimate.square_footage)}</p>
            )}
          </Card>
        )}
      </div>

      {message && <Alert variant={message.variant}>{message.text}</Alert>}

      <Card className="p-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <div className="flex gap-2">
            <Button
              variant="accent"
              size="sm"
              disabled={!priced || estimate.accepted}
              title={
                estimate.accepted ? 'The customer accepted this price; it can no longer change.' : undefined
              }
              onClick={() => {
                setDiscountError(null);
                setDiscountOpen(true);
              }}
            >
              Apply Discount
            </Button>
            {estimate.accepted ? (
              <Button
                variant="secondary"
                size="sm"
                disabled
                title="The customer accepted this estimate; it can no longer be edited."
              >
                Edit
              </Button>
            ) : (
              <Link
                to={`/dashboard/estimates/${estimate.id}/edit`}
                className={buttonClasses('secondary', 'sm')}
              >
                Edit
              </Link>
            )}
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <Actions estimate={estimate} onMessage={show} />
          </div>
        </div>
      </Card>

      {(estimate.measurement_status === 'queued' || estimate.measurement_status === 'measuring') && (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <MeasurementProgress
              status={estimate.measurement_status}
              updatedAt={estimate.updated_at}
              retrying={retry.isPending}
              onRetry={onRetry}
            />
          </div>
          <div className="min-w-0 space-y-6">
            <Sidebar estimate={estimate} onError={showError} />
          </div>
        </div>
      )}

      {estimate.measurement_status === 'failed' && (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <Alert variant="error" title="We could not measure this roof">
              <p>{estimate.measurement_error}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" onClick={onRetry} loading={retry.isPending}>
                  Retry measurement
                </Button>
                <Link
                  to={`/dashboard/estimates/${estimate.id}/edit`}
                  className={buttonClasses('secondary', 'sm')}
                >
                  Correct the address
                </Link>
              </div>
            </Alert>
          </div>
          <div className="min-w-0 space-y-6">
            <Sidebar estimate={estimate} onError={showError} />
          </div>
        </div>
      )}

      {priced && (
        <Measured
          estimate={estimate}
          onReprice={onReprice}
          repricing={reprice.isPending}
          onError={showError}
        />
      )}

      {Messages && <Messages estimateId={estimate.id} customerEmail={estimate.customer_email} />}

      {priced && estimate.total_cost !== null && (
        <DiscountDialog
          key={discountOpen ? 'open' : 'closed'}
          open={discountOpen}
          total={estimate.total_cost}
          current={estimate.discount_percent}
          busy={discount.isPending}
          error={discountError}
          onApply={applyDiscount}
          onClose={() => setDiscountOpen(false)}
        />
      )}
    </div>
  );
}
