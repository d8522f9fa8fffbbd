import { SERVICE_COUNTRY } from '@shared/kernel/constants.js';

/** Why a roof could not be measured from the providers' answers. */
export type ProviderFailure =
  'no_building' | 'outside_country' | 'quota' | 'permission' | 'invalid' | 'unavailable' | 'capped';

/** The reason shown to the contractor for each failure (the first is the wording). */
export const PROVIDER_MESSAGES: Record<ProviderFailure, string> = {
  no_building: 'No building found at this address',
  outside_country: `This address is outside ${SERVICE_COUNTRY.name}. Roofs are measured only in ${SERVICE_COUNTRY.name}.`,
  quota:
    'The satellite measurement service is over its usage limit right now. Please retry in a few minutes.',
  permission:
    'The satellite measurement service refused our request (the API key is not authorised). Please contact support.',
  invalid: 'This address could not be measured. Please check it and try again.',
  unavailable: 'The satellite measurement service did not answer in time. Please retry in a few minutes.',
  capped:
    'This address has failed to measure too many times today, so it is paused until tomorrow. Please check the address.',
};

/** Failures that may go away by themselves, so the job is tried again before it is marked failed. */
const RETRYABLE: ReadonlySet<ProviderFailure> = new Set(['quota', 'permission', 'unavailable']);

/** A Geocoding or Solar failure with the reason to show and whether trying later may help. */
export class ProviderError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly failure: ProviderFailure,
    readonly providerStatus?: string,
  ) {
    super(PROVIDER_MESSAGES[failure]);
    this.name = 'ProviderError';
    this.retryable = RETRYABLE.has(failure);
  }
}
