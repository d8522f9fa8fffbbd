import { useState } from 'react';
import { UPGRADE_BASIS_LABELS } from '@shared/estimates/catalogue.js';
import { OFFER_LIMITS } from '@shared/estimates/offer.js';
import { ROOF_MATERIAL_LABELS } from '@shared/estimates/pricing.js';
import type { Estimate } from '@shared/estimates/schemas/estimates.js';
import { formatCents, formatMoney } from '@shared/kernel/format.js';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCatalogue, useFinancingPlans } from '../../../lib/catalogue-queries';
import { useRefreshEstimate, useRemoveOffer, useSaveOffer } from '../api/estimates';
import { draftFromOffer, offerRequest, toggled, toggleLine, type OfferDraft } from '../lib/offer-draft';
import { Section } from './measurement-tables';
import { OfferPickList, type PickItem } from './offer-pick-list';
import { OfferPreview } from './offer-preview';

const SAVE_FAILED = 'The options could not be saved. Please try again.';
const OPTIONS_TAB = '/dashboard/my-rates?tab=options';

/** The card's body once the catalogue and plans are loaded: the three pick lists, Save, and the priced offer. */
function OfferForm({
  estimate,
  lines,
  upgrades,
  plans,
}: {
  estimate: Estimate;
  lines: PickItem[];
  upgrades: PickItem[];
  plans: PickItem[];
}) {
  const save = useSaveOffer(estimate.id);
  const remove = useRemoveOffer(estimate.id);
  const refresh = useRefreshEstimate(estimate.id);
  const [draft, setDraft] = useState<OfferDraft>(() => draftFromOffer(estimate.offer));
  const [saved, setSaved] = useState(false);
  const order = { lines, upgrades, plans };
  const body = offerRequest(draft, order);
  const changed =
    JSON.stringify(body) !== JSON.stringify(offerRequest(draftFromOffer(estimate.offer), order));
  const locked = estimate.accepted;
  const edit = (next: OfferDraft) => {
    setDraft(next);
    setSaved(false);
  };
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      setSaved(true);
    } catch (failure) {
      // The failure shows from the mutation's state below; a 409 (accepted meanwhile) also reloads
      // the estimate so the card turns read-only.
      if (failure instanceof ApiError && failure.status === 409) void refresh();
    }
  };
  const submit = () => run(() => save.mutateAsync(body));
  const removeAll = () =>
    run(async () => {
      const estimateNow = await remove.mutateAsync();
      setDraft(draftFromOffer(estimateNow.offer));
    });
  const recommend = (item: PickItem) => (
    <label className="inline-flex items-center gap-1.5 text-xs text-slate-600">
      <input
        type="radio"
        name={`recommended-${estimate.id}`}
        className="size-4"
        checked={draft.recommendedLineId === item.id}
        disabled={!draft.lineIds.includes(item.id)}
        onChange={() => edit({ ...draft, recommendedLineId: item.id })}
      />
      <span className="sr-only">{item.label}: </span>
      Recommended
    </label>
  );

  return (
    <div className="space-y-5">
      {locked && (
        <Alert variant="info">
          The customer accepted this proposal, so its options can no longer change.
        </Alert>
      )}
      <fieldset disabled={locked} className="grid min-w-0 gap-5 lg:grid-cols-3">
        <div className="min-w-0 space-y-2">
          <OfferPickList
            legend="Roof options"
            items={lines}
            chosen={draft.lineIds}
            max={OFFER_LIMITS.lines.max}
            onToggle={(id) => edit(toggleLine(draft, id))}
            extra={recommend}
          />
          <label className="flex items-center gap-2 text-xs text-slate-600">
            <input
              type="radio"
              name={`recommended-${estimate.id}`}
              className="size-4"
              checked={draft.recommendedLineId === null}
              onChange={() => edit({ ...draft, recommendedLineId: null })}
            />
            No recommended option
          </label>
        </div>
        <OfferPickList
          legend="Upgrades"
          items={upgrades}
          chosen={draft.upgradeIds}
          max={OFFER_LIMITS.upgrades.max}
          onToggle={(id) =>
            edit({ ...draft, upgradeIds: toggled(draft.upgradeIds, id, OFFER_LIMITS.upgrades.max) })
          }
          empty="Your catalogue has no upgrades."
        />
        <OfferPickList
          legend="Financing plans"
          items={plans}
          chosen={draft.planIds}
          max={OFFER_LIMITS.plans.max}
          onToggle={(id) => edit({ ...draft, planIds: toggled(draft.planIds, id, OFFER_LIMITS.plans.max) })}
          empty="No financing plans yet: add them on My Rates → Financing."
        />
      </fieldset>

      {(save.isError || remove.isError) && (
        <Alert variant="error">{errorMessage(save.error ?? remove.error, SAVE_FAILED)}</Alert>
      )}
      {saved && !changed && (
        <Alert variant="success">
          {estimate.offer
            ? 'Options saved. A proposal sent from now on offers them.'
            : 'Options removed. A proposal sent from now on offers the estimate’s one price.'}
        </Alert>
      )}

      {!locked && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={submit} loading={save.isPending} disabled={!changed || draft.lineIds.length === 0}>
            Save options
          </Button>
          {estimate.offer && (
            <Button variant="secondary" onClick={removeAll} loading={remove.isPending}>
              Back to one price
            </Button>
          )}
          <p className="text-sm text-slate-600">
            {draft.lineIds.length === 0
              ? 'Pick at least one roof option.'
              : // docs/decisions.md, "Sending freezes the offer": a proposal already sent keeps its prices.
                'Prices follow your catalogue until a proposal is sent; a sent proposal keeps its own.'}
          </p>
        </div>
      )}

      {estimate.offer && <OfferPreview offer={estimate.offer} />}
    </div>
  );
}

/** "Proposal options": pick the catalogue lines, upgrades and plans a measured estimate's proposal offers. */
export function OfferBuilder({ estimate }: { estimate: Estimate }) {
  const catalogue = useCatalogue();
  const plans = useFinancingPlans();
  const priced = new Map(estimate.offer?.upgrades.map((upgrade) => [upgrade.id, upgrade]));

  const content = () => {
    if (catalogue.isPending || plans.isPending) return <Spinner label="Loading your catalogue…" />;
    if (catalogue.isError || plans.isError)
      return (
        <RetryAlert
          title="Your catalogue could not be loaded."
          onRetry={() => void Promise.all([catalogue.refetch(), plans.refetch()])}
        />
      );
    // Until a catalogue is saved it is built from the rates (docs/decisions.md): set it up first.
    if (catalogue.data.is_default && !estimate.offer)
      return (
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            Offer good, better and best roofs with upgrades and financing: set up your catalogue of options
            first.
          </p>
          <ButtonLink to={OPTIONS_TAB} variant="secondary" size="sm">
            Set up options &amp; upgrades
          </ButtonLink>
        </div>
      );
    const { lines, upgrades } = catalogue.data.catalogue;
    return (
      <OfferForm
        estimate={estimate}
        lines={lines.map((line) => ({
          id: line.id,
          label: line.name,
          detail: `${line.tier} · ${ROOF_MATERIAL_LABELS[line.material]} · ${formatMoney(line.price_per_square)}/sq`,
        }))}
        upgrades={upgrades.map((upgrade) => {
          const onRoof = priced.get(upgrade.id);
          return {
            id: upgrade.id,
            label: upgrade.name,
            detail: onRoof
              ? `${onRoof.basis_text} · ${onRoof.available ? formatCents(onRoof.price_cents) : 'none on this roof'}`
              : `${formatMoney(upgrade.unit_price)} ${UPGRADE_BASIS_LABELS[upgrade.basis].toLowerCase()}`,
          };
        })}
        plans={plans.data.plans.map((plan) => ({
          id: plan.id,
          label: plan.lender,
          detail: `${plan.apr_percent}% APR · ${plan.term_months} months · ${formatMoney(plan.min_amount)}–${formatMoney(plan.max_amount)}`,
        }))}
      />
    );
  };

  return (
    <Section
      title="Proposal options"
      subtitle="Offer up to three roofs side by side, with upgrades and financing."
      action={estimate.accepted && <Badge tone="green">Accepted</Badge>}
    >
      <div className="px-5 py-4">{content()}</div>
    </Section>
  );
}
