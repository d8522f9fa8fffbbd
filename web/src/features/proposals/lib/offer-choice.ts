import type { PortalOffer } from '@shared/documents/schemas/portal-offer.js';
import type { portalActionRequest } from '@shared/documents/schemas/proposals.js';
import type { z } from '@shared/kernel/zod.js';
import { capitalize } from '@shared/kernel/format.js';
import { ApiError } from '../../../lib/api-client';

// The homeowner's choice on a proposal with options (docs/decisions.md, "Accepting with a choice"):
// what the portal holds while they pick, the total it shows, and the body the acceptance sends.

/** The `choice` of an acceptance as the API takes it. */
export type PortalChoice = NonNullable<z.infer<typeof portalActionRequest>['choice']>;

/** What the homeowner has picked so far; a colour is kept per option so switching back keeps it. */
export interface ChoiceState {
  optionId: string | null;
  upgradeIds: string[];
  colours: Record<string, string>;
  planId: string | null;
}

/** The controls a problem can show at: the `choice.<field>` the server names. */
export type ChoiceField = 'option_id' | 'upgrade_ids' | 'colour' | 'plan_id';

/** A problem with the choice, at its control. */
export interface ChoiceProblem {
  field: ChoiceField;
  message: string;
}

/** What each part of the portal's choice (options, upgrades, total) is given. */
export interface ChoicePartProps {
  offer: PortalOffer;
  state: ChoiceState;
  onChange: (next: ChoiceState) => void;
  disabled: boolean;
  problem: ChoiceProblem | null;
}

/** The starting pick: the recommended option (the contractor's suggestion), nothing added. */
export function initialChoice(offer: PortalOffer): ChoiceState {
  return { optionId: offer.recommended_option_id, upgradeIds: [], colours: {}, planId: null };
}

/** The chosen option's total plus the chosen upgrades, cents (null until an option is chosen). */
export function choiceTotalCents(offer: PortalOffer, state: ChoiceState): number | null {
  const option = offer.options.find((item) => item.id === state.optionId);
  if (!option) return null;
  const upgrades = offer.upgrades.filter((upgrade) => state.upgradeIds.includes(upgrade.id));
  return upgrades.reduce((sum, upgrade) => sum + upgrade.price_cents, option.total_cents);
}

/** What is still missing before accepting (an option; a colour when the option has colours). */
export function missingChoice(offer: PortalOffer, state: ChoiceState): ChoiceProblem | null {
  const option = offer.options.find((item) => item.id === state.optionId);
  if (!option) return { field: 'option_id', message: 'Choose one of the options.' };
  if (option.colours.length > 0 && !state.colours[option.id])
    return { field: 'colour', message: `Choose a colour for ${option.name}.` };
  return null;
}

/** The acceptance's `choice`: upgrades in the order offered, the colour of the chosen option. */
export function choiceRequest(offer: PortalOffer, state: ChoiceState): PortalChoice {
  const optionId = state.optionId ?? '';
  return {
    option_id: optionId,
    upgrade_ids: offer.upgrades.filter((upgrade) => state.upgradeIds.includes(upgrade.id)).map((u) => u.id),
    colour: state.colours[optionId] ?? null,
    plan_id: state.planId,
  };
}

const FIELD = /^choice\.(option_id|upgrade_ids|colour|plan_id)(?:\[\d+\])?:\s*(.+)$/s;

/** A refused acceptance's 400 that names a field of the choice (`choice.plan_id: …`), read for its control. */
export function choiceProblemOf(error: unknown): ChoiceProblem | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fromServer) return null;
  const match = FIELD.exec(error.detail);
  if (!match) return null;
  const message = match[2]!;
  return { field: match[1] as ChoiceField, message: capitalize(message) };
}
