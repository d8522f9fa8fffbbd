import type { UpgradeBasis } from '../estimates/catalogue.js';
import type { FinancingPlan } from '../estimates/financing.js';
import type { PricedOffer } from '../estimates/offer.js';
import type { RoofMaterial } from '../estimates/pricing.js';
import { customerPricing, type PricingSummary } from './proposal-document.js';

// The offer a sent proposal freezes (docs/decisions.md, "Sending freezes the offer"): each option's
// customer price lines and total, each upgrade's quantity and price, and the plans, exactly as priced
// when the proposal was made; later catalogue, rate or plan changes never reach it.

/** One option of a sent proposal. */
export interface OfferOption {
  id: string;
  name: string;
  tier: string;
  material: RoofMaterial;
  warranty: string;
  colours: string[];
  recommended: boolean;
  /** What the price was computed on, e.g. "27.1 squares + 15% waste". */
  basis: string;
  pricing: PricingSummary;
  /** The option before upgrades (its final price after any discount). */
  totalCents: number;
}

/** One upgrade of a sent proposal. */
export interface OfferUpgrade {
  id: string;
  name: string;
  description: string;
  basis: UpgradeBasis;
  /** The quantity in words, e.g. "42 ft of ridge". */
  basisText: string;
  quantity: number;
  priceCents: number;
}

/** What a sent proposal offers, frozen, and the hash of it with the terms. */
export interface ProposalOffer {
  options: OfferOption[];
  upgrades: OfferUpgrade[];
  financing: FinancingPlan[];
  /** Hex SHA-256 of the canonical JSON of {options, upgrades, financing, terms}. */
  offerHash: string;
}

/** The parts of an offer its hash is taken of. */
export type OfferContent = Omit<ProposalOffer, 'offerHash'>;

/** A priced offer as a proposal freezes it (unavailable upgrades, counted in something the roof lacks, are left out). */
export function frozenOffer(priced: PricedOffer): OfferContent {
  return {
    options: priced.options.map(({ line, price, basis, recommended }) => ({
      id: line.id,
      name: line.name,
      tier: line.tier,
      material: line.material,
      warranty: line.warranty,
      colours: [...line.colours],
      recommended,
      basis,
      pricing: customerPricing(price),
      totalCents: price.finalCents,
    })),
    upgrades: priced.upgrades
      .filter((upgrade) => upgrade.available)
      .map(({ upgrade, quantity, priceCents, basis }) => ({
        id: upgrade.id,
        name: upgrade.name,
        description: upgrade.description,
        basis: upgrade.basis,
        basisText: basis,
        quantity,
        priceCents,
      })),
    financing: priced.plans.map((plan) => ({ ...plan })),
  };
}

/** The option a proposal's list total shows: the recommended one, else the first. */
export function headlineOption<T extends { recommended: boolean }>(options: readonly T[]): T | undefined {
  return options.find((option) => option.recommended) ?? options[0];
}
