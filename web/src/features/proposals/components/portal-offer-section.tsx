import type { ReactNode } from 'react';
import type { PortalProposal } from '@shared/documents/schemas/proposals.js';
import type { PortalOffer } from '@shared/documents/schemas/portal-offer.js';
import type { ChoiceProblem, ChoiceState } from '../lib/offer-choice';
import { PortalMeasurements } from './portal-measurements';
import { PortalOfferOptions } from './portal-offer-options';
import { PortalOfferTotal } from './portal-offer-total';
import { PortalOfferUpgrades } from './portal-offer-upgrades';

/** A proposal with options: the options across the top, then upgrades and the roof beside the live total. */
export function PortalOfferSection({
  proposal,
  offer,
  state,
  onChange,
  disabled,
  problem,
  aside,
}: {
  proposal: PortalProposal;
  offer: PortalOffer;
  state: ChoiceState;
  onChange: (next: ChoiceState) => void;
  disabled: boolean;
  problem: ChoiceProblem | null;
  /** Under the total (the PDF link). */
  aside: ReactNode;
}) {
  const controls = { offer, state, onChange, disabled, problem };
  return (
    <>
      <PortalOfferOptions {...controls} />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <PortalOfferUpgrades {...controls} />
          <PortalMeasurements proposal={proposal} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <PortalOfferTotal {...controls} />
          {aside}
        </div>
      </div>
    </>
  );
}
