/** Test cards the stand-in knows, as Stripe documents them (README.md lists them for people). */
export interface StandInCard {
  brand: string;
  /** Refused at checkout ("Your card was declined."). */
  declines?: boolean;
  /** Accepted at checkout, but every later charge (renewal, plan change) fails. */
  chargeFails?: boolean;
}

/** Card numbers (digits only) → behaviour; any other number is "incorrect". */
export const STAND_IN_CARDS: Readonly<Record<string, StandInCard>> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '4000000000000002': { brand: 'visa', declines: true },
  '4000000000000341': { brand: 'visa', chargeFails: true },
};
