import type { Campaign } from '@shared/public-site/schemas/campaign.js';
import { publicRequest } from './public-fetch';

let pending: Promise<Campaign | null> | undefined;

/**
 * The running campaign (fetched once per page load), or null when none is set or it cannot be read.
 * Imports no React: the prerendered pages' entry reads it too (web/src/public/entry.ts).
 */
export function loadCampaign(): Promise<Campaign | null> {
  pending ??= publicRequest<Campaign>('/campaign').catch(() => null);
  return pending;
}
