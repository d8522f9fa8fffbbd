import { OFFER_LIMITS } from '@shared/estimates/offer.js';
import type { OfferView, SaveOfferRequest } from '@shared/estimates/schemas/offer.js';

// What the proposal builder holds while the contractor picks (docs/decisions.md, "The offer on an
// estimate"): only ids, as the estimate stores them; prices come back from the server after a save.

/** The builder's picks. */
export interface OfferDraft {
  lineIds: string[];
  upgradeIds: string[];
  recommendedLineId: string | null;
  planIds: string[];
}

/** The picks an estimate's saved offer starts the builder with (nothing picked without one). */
export function draftFromOffer(offer: OfferView | null | undefined): OfferDraft {
  return {
    lineIds: offer?.line_ids ?? [],
    upgradeIds: offer?.upgrade_ids ?? [],
    recommendedLineId: offer?.recommended_line_id ?? null,
    planIds: offer?.financing_plan_ids ?? [],
  };
}

/** `list` with `id` added (when there is room for it) or removed. */
export function toggled(list: string[], id: string, max: number): string[] {
  if (list.includes(id)) return list.filter((item) => item !== id);
  return list.length < max ? [...list, id] : list;
}

/** A line picked or unpicked; unpicking the recommended line leaves none recommended. */
export function toggleLine(draft: OfferDraft, id: string): OfferDraft {
  const lineIds = toggled(draft.lineIds, id, OFFER_LIMITS.lines.max);
  const recommendedLineId =
    draft.recommendedLineId !== null && lineIds.includes(draft.recommendedLineId)
      ? draft.recommendedLineId
      : null;
  return { ...draft, lineIds, recommendedLineId };
}

/** Ids in the order of the list they were picked from, so options show in catalogue order. */
function inOrder(ids: string[], order: readonly { id: string }[]): string[] {
  const known = order.map((item) => item.id).filter((id) => ids.includes(id));
  // An id the catalogue no longer has stays at the end; the server leaves it out of the priced lists.
  return [...known, ...ids.filter((id) => !known.includes(id))];
}

/** The PUT body of the picks, each list in its catalogue's order. */
export function offerRequest(
  draft: OfferDraft,
  order: {
    lines: readonly { id: string }[];
    upgrades: readonly { id: string }[];
    plans: readonly { id: string }[];
  },
): SaveOfferRequest {
  return {
    line_ids: inOrder(draft.lineIds, order.lines),
    upgrade_ids: inOrder(draft.upgradeIds, order.upgrades),
    recommended_line_id: draft.recommendedLineId,
    financing_plan_ids: inOrder(draft.planIds, order.plans),
  };
}
