import * as z from '../../kernel/zod.js';
import { PLAN_TIERS } from '../../kernel/constants.js';
import { COMPLEXITIES, ROOF_TYPES } from '../../estimates/measurement/types.js';
import {
  CONTRACT_MESSAGES,
  PORTAL_ACTIONS,
  PROPOSAL_MESSAGES,
  PROPOSAL_STATUSES,
  PROPOSAL_TABS,
} from '../proposals.js';
import { homeownerCompany } from '../../kernel/schemas/common.js';
import { estimateJob } from '../../estimates/schemas/jobs.js';
import { pageCursor, pageLimit, pageResponse } from '../../kernel/schemas/paging.js';
import { contractProgress } from './signed-contract.js';
import { portalOffer } from './portal-offer.js';

/** Default and largest page of the proposals list. */
const PROPOSAL_PAGE = { default: 24, max: 100 } as const;
/** Largest drawn signature we accept (a PNG data URL of a phone-sized canvas is far smaller). */
export const MAX_SIGNATURE_BYTES = 300_000;
/** Largest body of the signing request (the signature travels as base64). */
export const MAX_SIGN_BODY_BYTES = 450_000;

/** Path of the single-proposal routes. */
export const proposalPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
/** Path of the token routes; any string is looked up (an unknown one answers 404, never 400). */
export const tokenPath = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** GET /api/proposals query: a tab of the Proposals screen, paged. `user_id` must be the caller's own. */
export const listProposalsQuery = z.object({
  status: z.optional(z.enum(PROPOSAL_TABS)),
  user_id: z.optional(z.string().check(z.maxLength(100))),
  limit: pageLimit(PROPOSAL_PAGE.default, PROPOSAL_PAGE.max),
  cursor: pageCursor,
});
export type ListProposalsQuery = z.infer<typeof listProposalsQuery>;

/** PUT /api/proposals/{id}/status query (`new_status`, no body). */
export const proposalStatusQuery = z.object({
  new_status: z.enum(PROPOSAL_STATUSES, { error: 'new_status must be a proposal status' }),
});

const customerName = z
  .string({ error: PROPOSAL_MESSAGES.missingCustomer })
  .check(
    z.trim(),
    z.minLength(1, PROPOSAL_MESSAGES.missingCustomer),
    z.maxLength(200, 'Customer name must be at most 200 characters'),
  );
const customerEmail = z.pipe(
  z.pipe(
    z
      .string({ error: PROPOSAL_MESSAGES.missingCustomer })
      .check(
        z.trim(),
        z.minLength(1, PROPOSAL_MESSAGES.missingCustomer),
        z.maxLength(254, 'Email is too long'),
      ),
    z.email({ error: 'Please enter a valid email address' }),
  ),
  z.transform((value) => value.toLowerCase()),
);

/** POST /api/customer-portal/send-proposal-link (and POST /api/proposals for a draft): which estimate, to whom. */
export const sendProposalRequest = z.strictObject({
  estimate_id: z.string({ error: 'estimate_id is required' }).check(z.minLength(1), z.maxLength(64)),
  customer_email: customerEmail,
  customer_name: customerName,
});
export type SendProposalRequest = z.input<typeof sendProposalRequest>;

/** The Send to Customer form. */
export const sendProposalForm = z.object({ customer_name: customerName, customer_email: customerEmail });
export type SendProposalFormOutput = z.output<typeof sendProposalForm>;

/** POST /api/customer-portal/proposal/{token}/action body (docs/product.md#documents). */
export const portalActionRequest = z.strictObject({
  action: z.enum(PORTAL_ACTIONS, { error: 'action must be accept or decline' }),
  notes: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(2000, 'Notes must be at most 2000 characters'))),
    z.transform((value) => (value ? value : null)),
  ),
  /** With an acceptance of a proposal with options: what the homeowner chose (docs/decisions.md). */
  choice: z.optional(
    z.strictObject(
      {
        option_id: z.string({ error: 'choice.option_id must be text' }),
        upgrade_ids: z
          .array(z.string({ error: 'choice.upgrade_ids must hold ids' }), {
            error: 'choice.upgrade_ids must be a list',
          })
          .check(z.maxLength(20, 'choice.upgrade_ids: at most 20')),
        colour: z.nullable(z.string({ error: 'choice.colour must be text or null' })),
        plan_id: z.nullable(z.string({ error: 'choice.plan_id must be text or null' })),
      },
      { error: 'choice must be an object' },
    ),
  ),
});

/** A proposal card of the Proposals screen (docs/product.md#documents). Money in dollars. */
export const proposalSummary = z.object({
  id: z.string(),
  estimate_id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  /** The property the proposal is for (shown on the cards). */
  property_address: z.optional(z.nullable(z.string())),
  /** The account's human proposal number, e.g. P-1042 (null on proposals made before numbers). */
  number: z.optional(z.nullable(z.string())),
  status: z.enum(PROPOSAL_STATUSES),
  pricing: z.object({ total: z.number() }),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
  viewed_at: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  valid_until: z.nullable(z.string()),
  satellite_data: z.object({
    square_footage: z.number(),
    roof_type: z.enum(ROOF_TYPES),
    complexity: z.enum(COMPLEXITIES),
  }),
});
export type ProposalSummary = z.infer<typeof proposalSummary>;

/** GET /api/proposals answer. */
export const proposalsPage = pageResponse('proposals', proposalSummary);
export type ProposalsPage = z.infer<typeof proposalsPage>;

/** What the send and status routes answer. */
export const proposalSentResponse = z.object({ message: z.string(), proposal: proposalSummary });
export type ProposalSentResponse = z.infer<typeof proposalSentResponse>;

const point = z.tuple([z.number(), z.number()]);

/**
 * GET /api/customer-portal/proposal/{token} answer: the customer portal response (docs/product.md#documents)
 * (estimate, company, customer) plus what the page draws (roof plan, price lines, terms).
 */
export const portalProposal = z.object({
  proposal: z.object({
    id: z.string(),
    status: z.enum(PROPOSAL_STATUSES),
    customer_name: z.string(),
    created_at: z.string(),
    sent_at: z.nullable(z.string()),
    valid_until: z.nullable(z.string()),
    decided_at: z.nullable(z.string()),
    notes: z.nullable(z.string()),
    /** The human proposal number (P-1042), when it has one. */
    number: z.optional(z.nullable(z.string())),
  }),
  estimate: z.object({
    address: z.string(),
    satellite_data: z.object({
      square_footage: z.number(),
      pitch: z.string(),
      complexity: z.enum(COMPLEXITIES),
      roof_type: z.enum(ROOF_TYPES),
      squares: z.number(),
    }),
    pricing: z.object({
      materials_cost: z.number(),
      labor_cost: z.number(),
      subtotal: z.number(),
      total_price: z.number(),
    }),
    discount_percentage: z.nullable(z.number()),
    final_price: z.number(),
    accepted: z.boolean(),
    scheduled_install_date: z.nullable(z.string()),
  }),
  company: z.extend(homeownerCompany, { subscription_tier: z.enum(PLAN_TIERS) }),
  customer: z.object({ email: z.string(), name: z.string() }),
  roof: z.object({
    facets: z.array(
      z.object({
        index: z.number(),
        pitch: z.number(),
        area_sqft: z.number(),
        outline: z.array(point),
        center: point,
      }),
    ),
    extent: z.object({ minX: z.number(), maxX: z.number(), minY: z.number(), maxY: z.number() }),
    pitch_table: z.array(z.object({ pitch: z.number(), area_sqft: z.number(), percent: z.number() })),
    waste_percent: z.number(),
    simulated: z.boolean(),
    imagery_date: z.nullable(z.string()),
  }),
  price_lines: z.array(z.object({ label: z.string(), detail: z.string(), amount: z.number() })),
  terms: z.array(z.string()),
  /**
   * The payment schedule copied onto the proposal when it was sent (docs/decisions.md); the page
   * shows it as amounts of the total shown (the chosen option's with options). Null on older proposals.
   */
  payment_schedule: z.optional(
    z.nullable(
      z.object({ deposit_percent: z.number(), progress_percent: z.number(), final_percent: z.number() }),
    ),
  ),
  /** The workmanship warranty in years, copied with the schedule; null on older proposals. */
  warranty_years: z.optional(z.nullable(z.number())),
  /** Starter tier: the page shows the "Created by" footer line. */
  branding: z.boolean(),
  /** True when the contractor opened their own preview (nothing is recorded, no decision form). */
  preview: z.boolean(),
  /** Once accepted: where the contract stands (the homeowner's link only). */
  contract: z.optional(contractProgress),
  /** The options to choose from (docs/decisions.md, "Sending freezes the offer"); absent: one price. */
  offer: z.optional(portalOffer),
});
export type PortalProposal = z.infer<typeof portalProposal>;

/** POST /api/customer-portal/proposal/{token}/action answer. */
export const portalActionResponse = z.object({
  status: z.enum(PROPOSAL_STATUSES),
  message: z.string(),
  /** Accepted, and the contractor lets the homeowner sign straight away (POST …/signing-link). */
  sign_now: z.optional(z.boolean()),
});

/**
 * The 410 of a link superseded by a newer proposal (docs/decisions.md, "A superseded link names the
 * current one"): the newest proposal's number (P-1043; null on older proposals) and when it was sent.
 */
export const supersededLinkBody = z.object({
  detail: z.string(),
  current: z.object({ number: z.nullable(z.string()), sent_at: z.string() }),
});
export type SupersededLinkBody = z.infer<typeof supersededLinkBody>;

/** POST /api/customer-portal/proposal/{token}/resend-current: 202, the same words whatever happened. */
export const resendCurrentResponse = z.object({ message: z.string() });
export type ResendCurrentResponse = z.infer<typeof resendCurrentResponse>;
export type PortalActionResponse = z.infer<typeof portalActionResponse>;

/** A short-lived download link (the SPA asks for JSON because a new tab cannot carry the bearer token). */
export const downloadLink = z.object({ url: z.string(), expires_in: z.number() });

/** GET /api/estimates/{id}/generate-pdf query: which document (the proposal by default). */
export const estimatePdfQuery = z.object({ kind: z._default(z.enum(['proposal', 'report']), 'proposal') });

/** POST /api/estimates/{id}/generate-contract answer (`signing_url` is always null now; docs/decisions.md). */
export const generateContractResponse = z.object({
  message: z.string(),
  contract_id: z.string(),
  /** The human contract number (C-1042), null on contracts made before numbers. */
  contract_number: z.optional(z.nullable(z.string())),
  signing_url: z.nullable(z.string()),
});
export type GenerateContractResponse = z.infer<typeof generateContractResponse>;

/** POST /api/estimates/{id}/send-for-signing answer. */
export const sendForSigningResponse = z.object({
  message: z.string(),
  signing_url: z.string(),
  expires_at: z.string(),
  sent_to: z.string(),
});
export type SendForSigningResponse = z.infer<typeof sendForSigningResponse>;

/**
 * POST /api/estimates/{id}/in-person-signing answer: a fresh signing link for the homeowner to sign on
 * the contractor's device (it replaces any earlier link; nothing is mailed and nothing is stored but its hash).
 */
export const inPersonSigningResponse = z.object({
  signing_url: z.string(),
  expires_at: z.string(),
});
export type InPersonSigningResponse = z.infer<typeof inPersonSigningResponse>;

/** GET /api/signing/{token} answer: what the signing page shows before the signature. */
export const signingView = z.object({
  contract_id: z.string(),
  company: homeownerCompany,
  customer_name: z.string(),
  customer_email: z.nullable(z.string()),
  property_address: z.string(),
  total_price: z.number(),
  price_lines: z.array(z.object({ label: z.string(), detail: z.string(), amount: z.number() })),
  discount_percentage: z.nullable(z.number()),
  scheduled_install_date: z.nullable(z.string()),
  accepted_at: z.string(),
  expires_at: z.string(),
  terms: z.array(z.object({ heading: z.string(), body: z.string() })),
  /** What the homeowner chose on a proposal with options (price_lines and total_price are then the choice's). */
  choice: z.optional(
    z.object({
      option_id: z.string(),
      name: z.string(),
      tier: z.string(),
      material: z.string(),
      colour: z.nullable(z.string()),
      upgrades: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          basis_text: z.string(),
          quantity: z.number(),
          price_cents: z.number(),
        }),
      ),
      plan: z.nullable(
        z.object({
          id: z.string(),
          lender: z.string(),
          term_months: z.number(),
          apr_percent: z.number(),
          monthly_payment_cents: z.number(),
          disclosure: z.string(),
        }),
      ),
      total_cents: z.number(),
    }),
  ),
});
export type SigningView = z.infer<typeof signingView>;

/** A drawn signature as the canvas exports it. */
export const signatureDataUrl = z
  .string({ error: CONTRACT_MESSAGES.missingSignature })
  .check(
    z.minLength(1, CONTRACT_MESSAGES.missingSignature),
    z.maxLength(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 64, CONTRACT_MESSAGES.badSignature),
    z.regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, CONTRACT_MESSAGES.badSignature),
  );

/** POST /api/signing/{token} body: typed name, drawn signature, agreement. */
export const signRequest = z.strictObject({
  full_name: z
    .string({ error: CONTRACT_MESSAGES.missingName })
    .check(
      z.trim(),
      z.minLength(2, CONTRACT_MESSAGES.missingName),
      z.maxLength(120, 'Full name must be at most 120 characters'),
    ),
  signature_png: signatureDataUrl,
  agree: z.literal(true, { error: CONTRACT_MESSAGES.mustAgree }),
});
export type SignRequest = z.input<typeof signRequest>;

/** The signing form: the typed name, the signature drawn on the canvas (a PNG data URL) and the consent. */
export const signForm = z.object({
  full_name: signRequest.shape.full_name,
  signature_png: z.string().check(z.minLength(1, CONTRACT_MESSAGES.missingSignature)),
  agree: z.boolean().check(z.refine((value) => value, CONTRACT_MESSAGES.mustAgree)),
});

/** POST /api/signing/{token} answer. */
export const signResponse = z.object({
  message: z.string(),
  signed_at: z.string(),
  signed_pdf_url: z.string(),
});
export type SignResponse = z.infer<typeof signResponse>;

/**
 * A render-pdf job: the proposal PDF of one proposal, or the proposal or measurement report of an
 * estimate version. Idempotent per (estimate, version, kind and proposal).
 */
export const renderPdfJob = z
  .extend(estimateJob, {
    kind: z.enum(['proposal', 'report']),
    proposalId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  })
  .check(
    z.refine(
      (job) => job.proposalId === undefined || job.kind === 'proposal',
      'A proposal job renders the proposal PDF',
    ),
  );
