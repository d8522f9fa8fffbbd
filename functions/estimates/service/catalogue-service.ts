import { defaultCatalogue, type Catalogue } from '@shared/estimates/catalogue.js';
import type { FinancingPlan } from '@shared/estimates/financing.js';
import { DEFAULT_RATES, type Rates } from '@shared/estimates/pricing.js';
import type {
  CatalogueResponse,
  FinancingPlansResponse,
  SaveCatalogueRequest,
  SaveFinancingPlansRequest,
} from '@shared/estimates/schemas/catalogue.js';
import { getCatalogue, getFinancingPlans, saveCatalogue, saveFinancingPlans } from '../data/catalogue.js';
import { getRates } from '../data/rates.js';
import type { Caller } from '../../platform/middleware/authenticate.js';

/** The account's current rates (the defaults until it saves some). */
export async function currentRates(accountId: string): Promise<Rates> {
  return (await getRates(accountId))?.rates ?? DEFAULT_RATES;
}

/** The account's catalogue as GET /api/catalogue answers it, given its current rates. */
function catalogueFor(saved: Awaited<ReturnType<typeof getCatalogue>>, rates: Rates): CatalogueResponse {
  if (saved) return { catalogue: saved.value, is_default: false, updated_at: saved.updatedAt };
  return { catalogue: defaultCatalogue(rates), is_default: true, updated_at: null };
}

/** GET /api/catalogue: the saved catalogue, or the default one built from the account's current rates. */
export async function getMyCatalogue(caller: Caller): Promise<CatalogueResponse> {
  const [saved, rates] = await Promise.all([getCatalogue(caller.accountId), currentRates(caller.accountId)]);
  return catalogueFor(saved, rates);
}

/** What an offer is priced from: the account's current catalogue, rates and financing plans. */
export async function offerSources(
  accountId: string,
): Promise<{ catalogue: Catalogue; rates: Rates; plans: FinancingPlan[] }> {
  const [saved, rates, plans] = await Promise.all([
    getCatalogue(accountId),
    currentRates(accountId),
    getFinancingPlans(accountId),
  ]);
  return { catalogue: catalogueFor(saved, rates).catalogue, rates, plans: plans?.value ?? [] };
}

/** PUT /api/catalogue: replaces the account's catalogue (docs/decisions.md, "Catalogue lines price like an estimate"). */
export async function saveMyCatalogue(
  caller: Caller,
  request: SaveCatalogueRequest,
): Promise<CatalogueResponse> {
  const updatedAt = new Date().toISOString();
  await saveCatalogue(caller.accountId, { value: request.catalogue, updatedAt, updatedBy: caller.userId });
  return { catalogue: request.catalogue, is_default: false, updated_at: updatedAt };
}

/** GET /api/financing-plans: the account's plans; none until it saves some. */
export async function getMyFinancingPlans(caller: Caller): Promise<FinancingPlansResponse> {
  const saved = await getFinancingPlans(caller.accountId);
  if (saved) return { plans: saved.value, is_default: false, updated_at: saved.updatedAt };
  return { plans: [], is_default: true, updated_at: null };
}

/** PUT /api/financing-plans: replaces every plan of the account (docs/decisions.md, "Financing plans"). */
export async function saveMyFinancingPlans(
  caller: Caller,
  request: SaveFinancingPlansRequest,
): Promise<FinancingPlansResponse> {
  const updatedAt = new Date().toISOString();
  await saveFinancingPlans(caller.accountId, { value: request.plans, updatedAt, updatedBy: caller.userId });
  return { plans: request.plans, is_default: false, updated_at: updatedAt };
}
