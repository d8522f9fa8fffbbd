import * as z from '../kernel/zod.js';

// The events a contractor's own systems can receive (docs/webhooks.md). Payload schemas live here so
// the emitting areas, the delivery consumer and the docs share one definition.

/** Every event type a webhook endpoint can subscribe to. */
export const EVENT_TYPES = [
  'lead.address_entered',
  'lead.created',
  'proposal.accepted',
  'contract.signed',
] as const;

/** One event type. */
export type EventType = (typeof EVENT_TYPES)[number];

/** What each event type means, as Settings → Webhooks lists it. */
export const EVENT_DESCRIPTIONS: Record<EventType, string> = {
  'lead.address_entered': 'A visitor typed an address into your quote widget',
  'lead.created': 'A visitor left their contact details in your quote widget',
  'proposal.accepted': 'A homeowner accepted a proposal',
  'contract.signed': 'A homeowner signed a contract',
};

/** The prefix of every event id (`evt_` + ULID), so ids are recognisable in a receiver's logs. */
export const EVENT_ID_PREFIX = 'evt_';

const text = z.string().check(z.maxLength(500));
const id = z.string().check(z.minLength(1), z.maxLength(64));
const cents = z.number().check(z.int());
const isoTime = z.string().check(z.minLength(1), z.maxLength(40));

/** `lead.address_entered`: an address typed into the quote widget, before any contact details. */
export const leadAddressEnteredData = z.object({
  lead_id: id,
  address: text,
  entered_at: isoTime,
});

/** `lead.created`: a visitor of the quote widget left their contact details. */
export const leadCreatedData = z.object({
  lead_id: id,
  name: text,
  email: z.nullable(text),
  phone: z.nullable(text),
  address: text,
  created_at: isoTime,
});

/** `proposal.accepted`: the homeowner accepted a proposal through their link. */
export const proposalAcceptedData = z.object({
  proposal_id: id,
  estimate_id: id,
  customer_name: text,
  customer_email: text,
  address: text,
  total_cents: cents,
  /** The option the homeowner chose, when the proposal offered options. */
  chosen_option: z.nullable(text),
  notes: z.nullable(z.string().check(z.maxLength(2000))),
  accepted_at: isoTime,
});

/** `contract.signed`: the homeowner signed the contract of an accepted proposal. */
export const contractSignedData = z.object({
  contract_id: id,
  proposal_id: id,
  estimate_id: id,
  signer_name: text,
  customer_email: text,
  address: text,
  total_cents: cents,
  signed_at: isoTime,
});

/** The payload schema of each event type. */
export const EVENT_DATA = {
  'lead.address_entered': leadAddressEnteredData,
  'lead.created': leadCreatedData,
  'proposal.accepted': proposalAcceptedData,
  'contract.signed': contractSignedData,
} as const;

/** The `data` of one event type, as an emitting area passes it. */
export type EventData<T extends EventType> = z.input<(typeof EVENT_DATA)[T]>;

/** The JSON body of every delivery: the envelope around one event's data. */
export const webhookEvent = z.object({
  id: z.string().check(z.startsWith(EVENT_ID_PREFIX)),
  type: z.enum(EVENT_TYPES),
  created_at: isoTime,
  account_id: id,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;
