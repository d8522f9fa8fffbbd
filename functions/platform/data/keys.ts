import { limitSubject } from '@shared/kernel/address-block.js';

// Every key string of the single table lives in this module: item keys, index keys, the partitions
// that Queries read and the sort-key prefixes that tell item types apart inside a partition.

/** Sort-key prefixes of the item types that share an account's partition. */
export const SK_PREFIX = {
  estimate: 'ESTIMATE#',
  proposal: 'PROPOSAL#',
  document: 'DOCUMENT#',
  usage: 'USAGE#MEASUREMENTS#',
  project: 'PROJECT#',
  reportMonth: 'REPORT#',
  communication: 'COMM#',
  messageTemplate: 'COMM_TEMPLATE#',
  dispute: 'DISPUTE#',
  webhookEndpoint: 'WEBHOOK#',
  /** The website quote widget's leads (ULID ids: oldest first). */
  widgetLead: 'WIDGET_LEAD#',
  /** One endpoint's deliveries (ULID ids: newest last in the key range). */
  webhookDeliveries: (endpointId: string) => `WEBHOOK_DELIVERY#${endpointId}#`,
  /** FAQs sort by category first, so one category is one key range. */
  faqCategory: (category: string) => `${category}#`,
} as const;

/** Partition key values, for the Queries that read a whole partition (or its index). */
export const partitions = {
  /** An account's own items: estimates, proposals, documents, rates, usage (table PK). */
  account: (accountId: string) => `ACCOUNT#${accountId}`,
  /** The invoices and payments of one signed proposal (homeowner payments). */
  proposalPayments: (accountId: string, proposalId: string) => `ACCOUNT#${accountId}#PAYMENTS#${proposalId}`,
  /** Current members of an account (GSI1). */
  accountMembers: (accountId: string) => `ACCOUNT#${accountId}#USERS`,
  /** Removed members of an account (GSI1), out of the team list's partition. */
  removedAccountMembers: (accountId: string) => `ACCOUNT#${accountId}#REMOVED_USERS`,
  /** Signature requests waiting for their reminder, sorted by due time (docs/product.md#documents). */
  documentSignatureReminders: () => 'DOC_SIGNING_REMINDERS',
  /** Homeowner decisions whose follow-ups have not been seen through yet, by decision time. */
  pendingDecisions: () => 'PENDING_DECISIONS',
  /** Every user of the platform (GSI2). */
  platformUsers: () => 'USERS',
  /** The estimates of one list status of an account (GSI1). */
  estimatesWithStatus: (accountId: string, status: string) => `ACCOUNT#${accountId}#ESTIMATES#${status}`,
  /** The proposals of one status of an account (GSI1). */
  proposalsWithStatus: (accountId: string, status: string) => `ACCOUNT#${accountId}#PROPOSALS#${status}`,
  /** The proposals of one estimate (GSI2). */
  proposalsOfEstimate: (accountId: string, estimateId: string) =>
    `ACCOUNT#${accountId}#ESTIMATE#${estimateId}#PROPOSALS`,
  /** The communications of one estimate, and of one project (GSI2, GSI1). */
  estimateCommunications: (accountId: string, estimateId: string) =>
    `ACCOUNT#${accountId}#ESTIMATE#${estimateId}#COMMS`,
  projectCommunications: (accountId: string, projectId: string) =>
    `ACCOUNT#${accountId}#PROJECT#${projectId}#COMMS`,
  /** One kind of marketing content (testimonials, FAQs), sorted by `sort` (table PK). */
  content: (kind: 'TESTIMONIAL' | 'FAQ') => `CONTENT#${kind}`,
  /** Public submissions of one kind under the platform (table PK). */
  submissions: (kind: string) => `PLATFORM#${kind.toUpperCase()}`,
  /** Submissions of one kind by date (GSI1). */
  submissionsByDate: (kind: string) => `CRM#${kind.toUpperCase()}`,
  /** Submissions of one kind and status by date (GSI2). */
  submissionsWithStatus: (kind: string, status: string) => `CRM#${kind.toUpperCase()}#${status}`,
  /** Every coupon, by creation (GSI1). */
  coupons: () => 'COUPONS',
  /** One coupon's own items: the coupon, per-person counts and redemptions (table PK). */
  coupon: (couponId: string) => `COUPON#${couponId}`,
  /** The audit trail of one record (table PK), oldest first. */
  audit: (kind: string, id: string) => `AUDIT#${kind}#${id}`,
  /** An account's API keys, oldest first (GSI1). */
  accountApiKeys: (accountId: string) => `ACCOUNT#${accountId}#API_KEYS`,
  /** Sent homeowner invoices due on one UTC day (GSI1), for the daily invoice-reminder job. */
  invoicesDueOn: (day: string) => `INVOICES_DUE#${day}`,
  /** Trial accounts whose trial ends on one UTC day (GSI1), for the daily trial-ending job. */
  trialsEndingOn: (day: string) => `TRIALS_ENDING#${day}`,
  /** Audit entries of every CRM and account export, newest last (GSI1), for the operator home. */
  recentExports: () => 'AUDIT#EXPORTS',
  /** Accounts whose customer mail is paused (GSI2), for the operators. */
  mailPausedAccounts: () => 'MAIL_PAUSED',
  /** Every presale order by payment time (GSI1), for the operators' list. */
  presaleOrders: () => 'PLATFORM#ORDERS',
};

/** Every key shape of the single table, in one place. */
/** How a contract's document name starts (`…#CONTRACT#<proposalId>`), so readers can tell it apart. */
export const CONTRACT_NAME_PREFIX = 'CONTRACT#';

export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  userInAccount: (accountId: string, createdAt: string, userId: string) => ({
    GSI1PK: partitions.accountMembers(accountId),
    GSI1SK: `${createdAt}#${userId}`,
  }),
  /** Removed members move to their own partition so the team list stays one Query of current members. */
  removedUserInAccount: (accountId: string, createdAt: string, userId: string) => ({
    GSI1PK: partitions.removedAccountMembers(accountId),
    GSI1SK: `${createdAt}#${userId}`,
  }),
  /** Every user of the platform, oldest first (the operator's user list). */
  userInPlatform: (createdAt: string, userId: string) => ({
    GSI2PK: partitions.platformUsers(),
    GSI2SK: `${createdAt}#${userId}`,
  }),
  /** The one password link (reset or invite) a user may currently use: only its SHA-256 is stored. */
  userPasswordLink: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PASSWORD_LINK' }),
  /** A password link looked up by the SHA-256 of its token. */
  passwordLink: (tokenHash: string) => ({ PK: `PASSWORD_LINK#${tokenHash}`, SK: 'LINK' }),
  email: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' }),
  /** A sign-up waiting for its email to be proven, looked up by the SHA-256 of its link token (docs/decisions.md). */
  pendingSignUp: (tokenHash: string) => ({ PK: `SIGNUP#${tokenHash}`, SK: 'PENDING' }),
  /** A signed-in session, by the SHA-256 of its refresh token: when it signed in, so a later sign-out-everywhere ends it. */
  session: (refreshTokenHash: string) => ({ PK: `SESSION#${refreshTokenHash}`, SK: 'SESSION' }),
  /** An operator's sign-in between the password and the authenticator code, by its token's hash. */
  mfaChallenge: (tokenHash: string) => ({ PK: `MFA_CHALLENGE#${tokenHash}`, SK: 'CHALLENGE' }),
  account: (accountId: string) => ({ PK: partitions.account(accountId), SK: 'ACCOUNT' }),
  /** One fixed window of a rate limit for one subject. */
  rateLimit: (scope: string, subject: string, windowStart: number) => ({
    PK: `RATE#${scope}#${limitSubject(subject).toLowerCase()}`,
    SK: String(windowStart),
  }),
  /**
   * One back-off record (failures in a row, wait until): a subject's partition holds one per `part`
   * (e.g. per client address for one email), so clearing a subject is one Query.
   */
  backOff: (scope: string, subject: string, part = '-') => ({
    PK: `BACKOFF#${scope}#${limitSubject(subject).toLowerCase()}`,
    SK: limitSubject(part).toLowerCase(),
  }),
  /** A testimonial in the testimonials' partition (ULID ids: oldest first). */
  testimonial: (id: string) => ({ PK: partitions.content('TESTIMONIAL'), SK: id }),
  /** A FAQ in the FAQs' partition, sorted by category, then by id. */
  faq: (category: string, id: string) => ({
    PK: partitions.content('FAQ'),
    SK: `${SK_PREFIX.faqCategory(category)}${id}`,
  }),
  /** The presale/beta campaign, one of the platform-wide settings. */
  campaign: () => ({ PK: 'PLATFORM#SETTINGS', SK: 'CAMPAIGN' }),
  /** A public submission (lead, partner application, contact, GDPR request) under the platform. */
  submission: (kind: string, id: string) => ({ PK: partitions.submissions(kind), SK: id }),
  /** A GDPR request waiting for its requester's email confirmation (kept out of the CRM's indexes). */
  unconfirmedGdprRequest: (id: string) => ({ PK: `GDPR_UNCONFIRMED#${id}`, SK: 'REQUEST' }),
  /** CRM indexes of a submission: by type and date (GSI1), by type, status and date (GSI2). */
  submissionByDate: (kind: string, createdAt: string, id: string) => ({
    GSI1PK: partitions.submissionsByDate(kind),
    GSI1SK: `${createdAt}#${id}`,
  }),
  submissionByStatus: (kind: string, status: string, createdAt: string, id: string) => ({
    GSI2PK: partitions.submissionsWithStatus(kind, status),
    GSI2SK: `${createdAt}#${id}`,
  }),
  /** A coupon; listed by creation in the coupons' partition of GSI1. */
  coupon: (couponId: string, createdAt: string) => ({
    PK: partitions.coupon(couponId),
    SK: 'COUPON',
    GSI1PK: partitions.coupons(),
    GSI1SK: `${createdAt}#${couponId}`,
  }),
  couponItem: (couponId: string) => ({ PK: partitions.coupon(couponId), SK: 'COUPON' }),
  /** Claims a code for one coupon, so a code is unique by a conditional write. */
  couponCode: (code: string) => ({ PK: `COUPON_CODE#${code.toUpperCase()}`, SK: 'CODE' }),
  /** How often one person (their normalised email: shared/kernel/email-identity.ts) has redeemed one coupon. */
  couponUser: (couponId: string, email: string) => ({
    PK: partitions.coupon(couponId),
    SK: `USER#${email.toLowerCase()}`,
  }),
  /** One redemption of a coupon, kept as history even when the coupon is disabled; a checkout's is a hold with a `state`. */
  couponRedemption: (couponId: string, redemptionId: string) => ({
    PK: partitions.coupon(couponId),
    SK: `REDEMPTION#${redemptionId}`,
  }),
  /** One entry of a record's audit trail (ULID ids: oldest first). */
  auditEntry: (kind: string, id: string, entryId: string) => ({
    PK: partitions.audit(kind, id),
    SK: entryId,
  }),
  /** Where operators get mail about new partner applications, contact messages and GDPR requests. */
  operatorNotifications: () => ({ PK: 'PLATFORM#SETTINGS', SK: 'OPERATOR_NOTIFICATIONS' }),
  /** An account's Stripe Connect account and its last-read state (homeowner payments). */
  connectAccount: (accountId: string) => ({ PK: partitions.account(accountId), SK: 'PAYMENTS#CONNECT' }),
  /** An invoice of a signed proposal, in that proposal's payments partition. */
  paymentInvoice: (accountId: string, proposalId: string, invoiceId: string) => ({
    PK: partitions.proposalPayments(accountId, proposalId),
    SK: `INVOICE#${invoiceId}`,
  }),
  /** Index keys of a sent invoice by its due date (GSI1): the reminder job queries days, never scans. */
  invoiceDueIndex: (dueDate: string, accountId: string, proposalId: string, invoiceId: string) => ({
    GSI1PK: partitions.invoicesDueOn(dueDate),
    GSI1SK: `${accountId}#${proposalId}#${invoiceId}`,
  }),
  /** A homeowner payment (one Stripe PaymentIntent), in its proposal's payments partition. */
  homeownerPayment: (accountId: string, proposalId: string, paymentIntentId: string) => ({
    PK: partitions.proposalPayments(accountId, proposalId),
    SK: `PAYMENT#${paymentIntentId}`,
  }),
  /** A homeowner's pay link of an invoice, by the SHA-256 of its token. */
  payLink: (tokenHash: string) => ({ PK: `PAY_LINK#${tokenHash}`, SK: 'LINK' }),
  /** The platform fee on homeowner payments per plan, set by operators. */
  paymentFees: () => ({ PK: 'PLATFORM#SETTINGS', SK: 'PAYMENT_FEES' }),
  /** A Stripe event already applied (written in the same transaction as its change). */
  stripeEvent: (eventId: string) => ({ PK: `STRIPE_EVENT#${eventId}`, SK: 'EVENT' }),
  /** A presale order, one per paid Checkout Session. */
  presaleOrder: (sessionId: string) => ({ PK: `ORDER#${sessionId}`, SK: 'ORDER' }),
  /** Presale orders by date (GSI1), for the operators' lists. */
  presaleOrderByDate: (createdAt: string, orderId: string) => ({
    GSI1PK: partitions.presaleOrders(),
    GSI1SK: `${createdAt}#${orderId}`,
  }),
  /** Webhook and job dedupe records. */
  dedupe: (scope: string, id: string) => ({ PK: `DEDUPE#${scope}`, SK: id }),
  /** An estimate in its account's partition (ULID ids: the partition lists newest last). */
  estimate: (accountId: string, estimateId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.estimate}${estimateId}`,
  }),
  /** The estimates of one list status (pending, sent, accepted) of an account (GSI1). */
  estimateByStatus: (accountId: string, status: string, estimateId: string) => ({
    GSI1PK: partitions.estimatesWithStatus(accountId, status),
    GSI1SK: estimateId,
  }),
  /** Running totals of an account's estimates (count, value) for the summary cards. */
  estimateStats: (accountId: string) => ({ PK: partitions.account(accountId), SK: 'STATS#ESTIMATES' }),
  /** An account's rates. */
  rates: (accountId: string) => ({ PK: partitions.account(accountId), SK: 'RATES' }),
  /** An account's catalogue of roof lines and upgrades (docs/decisions.md, "Catalogue lines price like an estimate"). */
  catalogue: (accountId: string) => ({ PK: partitions.account(accountId), SK: 'CATALOGUE' }),
  /** An account's financing plans (docs/decisions.md, "Financing plans"). */
  financingPlans: (accountId: string) => ({ PK: partitions.account(accountId), SK: 'FINANCING_PLANS' }),
  /** Roof measurements counted in one calendar month (YYYY-MM) for the plan quota. */
  measurementUsage: (accountId: string, month: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.usage}${month}`,
  }),
  /** Marks one estimate version as counted, so a redelivered job never counts twice. */
  measurementCounted: (accountId: string, month: string, estimateId: string, version: number) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.usage}${month}#${estimateId}#${version}`,
  }),
  /** A proposal in its account's partition (ULID ids, so `PROPOSAL#` sorts by creation). */
  proposal: (accountId: string, proposalId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.proposal}${proposalId}`,
  }),
  /** The proposals of one status of an account (GSI1), for the Proposals screen's tabs. */
  proposalByStatus: (accountId: string, status: string, proposalId: string) => ({
    GSI1PK: partitions.proposalsWithStatus(accountId, status),
    GSI1SK: proposalId,
  }),
  /** The proposals of one estimate (GSI2), to withdraw older ones and find the accepted one. */
  proposalOfEstimate: (accountId: string, estimateId: string, proposalId: string) => ({
    GSI2PK: partitions.proposalsOfEstimate(accountId, estimateId),
    GSI2SK: proposalId,
  }),
  /** A homeowner's proposal link, looked up by the SHA-256 of its token (the token is never stored). */
  proposalToken: (tokenHash: string) => ({ PK: `PROPOSAL_TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  /** A contract signing link, looked up by the SHA-256 of its token. */
  signingLink: (tokenHash: string) => ({ PK: `SIGNING_LINK#${tokenHash}`, SK: 'LINK' }),
  /** A rendered PDF of an estimate: one per (estimate, version, kind and proposal). */
  document: (accountId: string, estimateId: string, name: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.document}${estimateId}#${name}`,
  }),
  /** The library upload forms of an account issued and not yet confirmed (a map of id → expiry). */
  pendingUploads: (accountId: string) => ({ PK: partitions.account(accountId), SK: 'PENDING_UPLOADS' }),
  /** The contract of an accepted proposal, next to the estimate's documents. */
  contract: (accountId: string, estimateId: string, proposalId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.document}${estimateId}#${CONTRACT_NAME_PREFIX}${proposalId}`,
  }),
  /** The proposal number an estimate's next proposal takes, reserved by a PDF made before any proposal. */
  reservedProposalNumber: (accountId: string, estimateId: string) => ({
    PK: partitions.account(accountId),
    SK: `PROPOSAL_NUMBER#${estimateId}`,
  }),
  /** The counter of one kind of human number (P-1042…) of an account, or of the platform. */
  numberCounter: (scope: string, kind: string) => ({ PK: `COUNTER#${scope}`, SK: `NUMBER#${kind}` }),
  // Jobs (docs/product.md#jobs): projects, their homeowner links, the phase template and the report counters.
  /** A project in its account's partition (ULID ids: the partition lists oldest first). */
  project: (accountId: string, projectId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.project}${projectId}`,
  }),
  /** Marks the proposal (or estimate) a project was made from, so signing creates one project only. */
  projectSource: (accountId: string, source: string) => ({
    PK: partitions.account(accountId),
    SK: `PROJECT_SOURCE#${source}`,
  }),
  /** Running counts of an account's projects by status (the board and the dashboard summary). */
  projectStats: (accountId: string) => ({ PK: partitions.account(accountId), SK: 'STATS#PROJECTS' }),
  /** The phases every new project of an account starts with. */
  phaseTemplate: (accountId: string) => ({ PK: partitions.account(accountId), SK: 'PHASE_TEMPLATE' }),
  /** A homeowner's project status link, looked up by the SHA-256 of its token. */
  projectLink: (tokenHash: string) => ({ PK: `PROJECT_LINK#${tokenHash}`, SK: 'LINK' }),
  /** Which homeowner link of a project is the current one (its own item: project writes are versioned). */
  projectCurrentLink: (accountId: string, projectId: string) => ({
    PK: partitions.account(accountId),
    SK: `PROJECT_LINK_CURRENT#${projectId}`,
  }),
  /** Everything the crew recorded on one project (photos, steps, sign-off) shares this prefix: one Query. */
  crewRecords: (accountId: string, projectId: string) => ({
    PK: partitions.account(accountId),
    SK: `CREW#${projectId}#`,
  }),
  /** A job photo, under the id the phone made for it (so a replayed upload finds it). */
  crewPhoto: (accountId: string, projectId: string, photoId: string) => ({
    PK: partitions.account(accountId),
    SK: `CREW#${projectId}#PHOTO#${photoId}`,
  }),
  /** A checklist step's "not done, because…". */
  crewStep: (accountId: string, projectId: string, phaseId: string, stepId: string) => ({
    PK: partitions.account(accountId),
    SK: `CREW#${projectId}#STEP#${phaseId}#${stepId}`,
  }),
  /** Which photo types each phase of a project has (`phaseId#category`), for the board's flag. */
  crewSummary: (accountId: string, projectId: string) => ({
    PK: partitions.account(accountId),
    SK: `CREW#${projectId}#SUMMARY`,
  }),
  /** The homeowner's sign-off of a project. */
  crewSignOff: (accountId: string, projectId: string) => ({
    PK: partitions.account(accountId),
    SK: `CREW#${projectId}#SIGNOFF`,
  }),
  // Insurance (docs/product.md#insurance): disputes and their running figures.
  /** An insurance dispute in its account's partition (ULID ids). */
  dispute: (accountId: string, disputeId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.dispute}${disputeId}`,
  }),
  /** Running figures of an account's disputes (the insurance tiles), kept at write time. */
  disputeStats: (accountId: string) => ({ PK: partitions.account(accountId), SK: 'STATS#DISPUTES' }),
  /** The report counters of one account-month (YYYY-MM). */
  reportMonth: (accountId: string, month: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.reportMonth}${month}`,
  }),
  /** Marks one business event as counted in the reports, so a retry never counts it twice. */
  reportEvent: (accountId: string, eventKey: string) => ({
    PK: `REPORT_EVENT#${accountId}`,
    SK: eventKey,
  }),

  // Communications, message templates, delivery events and account settings (docs/product.md#communications).
  /** A mail sent on the account's behalf (ULID ids: the partition lists them by time). */
  communication: (accountId: string, communicationId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.communication}${communicationId}`,
  }),
  /** A communication in its estimate's list (GSI2). */
  communicationOfEstimate: (accountId: string, estimateId: string, communicationId: string) => ({
    GSI2PK: partitions.estimateCommunications(accountId, estimateId),
    GSI2SK: communicationId,
  }),
  /** A communication in its project's list (GSI1). */
  communicationOfProject: (accountId: string, projectId: string, communicationId: string) => ({
    GSI1PK: partitions.projectCommunications(accountId, projectId),
    GSI1SK: communicationId,
  }),
  /** Which communication an SES message id belongs to (SES events name only the message id). */
  sesMessage: (messageId: string) => ({ PK: `SES_MESSAGE#${messageId}`, SK: 'MESSAGE' }),
  // Outbound webhooks (docs/webhooks.md).
  /** One webhook endpoint of an account. */
  webhookEndpoint: (accountId: string, endpointId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.webhookEndpoint}${endpointId}`,
  }),
  /** One event as it was first sent (its exact body), kept for redeliveries. */
  webhookEvent: (accountId: string, eventId: string) => ({
    PK: partitions.account(accountId),
    SK: `WEBHOOK_EVENT#${eventId}`,
  }),
  /** One delivery of one event to one endpoint. */
  webhookDelivery: (accountId: string, endpointId: string, deliveryId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.webhookDeliveries(endpointId)}${deliveryId}`,
  }),
  /** An account's own message template. */
  messageTemplate: (accountId: string, templateId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.messageTemplate}${templateId}`,
  }),
  /** An address that bounced hard for this account. */
  bouncedEmail: (accountId: string, email: string) => ({
    PK: partitions.account(accountId),
    SK: `BOUNCED_EMAIL#${email.toLowerCase()}`,
  }),
  /** The account's settings: company contact details, defaults, notification preferences. */
  accountSettings: (accountId: string) => ({ PK: partitions.account(accountId), SK: 'SETTINGS' }),
  /** A file uploaded to the documents library (sorts with the estimates' documents). */
  uploadedDocument: (accountId: string, documentId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.document}UPLOAD#${documentId}`,
  }),
  /** The latest material order PDF of a project, listed in the documents library (docs/product.md#jobs). */
  materialOrderDocument: (accountId: string, projectId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.document}MATERIAL_ORDER#${projectId}`,
  }),
  /** The signature request of a library document (one per document; a new request replaces it). */
  documentSignature: (accountId: string, documentId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.document}SIGNATURE#${documentId}`,
  }),
  /** A document signing link by its token's hash: which account's document it opens. */
  documentSigningLink: (tokenHash: string) => ({ PK: `DOC_SIGNING_LINK#${tokenHash}`, SK: 'LINK' }),
  /** A signature request waiting for its 3-day reminder; the reminder job reads them by due time. */
  documentSignatureReminder: (dueAt: string, accountId: string, documentId: string) => ({
    PK: partitions.documentSignatureReminders(),
    SK: `${dueAt}#${accountId}#${documentId}`,
  }),
  /** A homeowner decision waiting for its follow-ups (estimate flag, contract, mails); the sweep reads them by time. */
  pendingDecision: (decidedAt: string, accountId: string, proposalId: string) => ({
    PK: partitions.pendingDecisions(),
    SK: `${decidedAt}#${accountId}#${proposalId}`,
  }),
  /** One whole-account export job and its archive. */
  accountExport: (accountId: string, exportId: string) => ({
    PK: partitions.account(accountId),
    SK: `EXPORT#${exportId}`,
  }),
  /** Index keys of a trial account by its trial end (GSI1): the daily job queries days, never scans. */
  trialEndIndex: (trialEndsAt: string, accountId: string) => ({
    GSI1PK: partitions.trialsEndingOn(trialEndsAt.slice(0, 10)),
    GSI1SK: `${trialEndsAt}#${accountId}`,
  }),
  /**
   * An account's pending invite of one address (docs/decisions.md): names the invited member, so the account
   * finds it again (re-send, restore) without any claim on the address; every account has its own.
   */
  inviteOfEmail: (email: string, accountId: string) => ({
    PK: `INVITE#${email.toLowerCase()}`,
    SK: `ACCOUNT#${accountId}`,
  }),
  /** The member a Cognito user (`sub`) signs in as, when it is not the member's own id (an accepted invite). */
  identity: (sub: string) => ({ PK: `IDENTITY#${sub}`, SK: 'MEMBER' }),
  /** An API key by its public id (only the SHA-256 of its secret is stored; docs/product.md#public-api). */
  apiKey: (keyId: string) => ({ PK: `API_KEY#${keyId}`, SK: 'KEY' }),
  /** Index keys of an API key in its account's list (GSI1). */
  apiKeyInAccount: (accountId: string, createdAt: string, keyId: string) => ({
    GSI1PK: partitions.accountApiKeys(accountId),
    GSI1SK: `${createdAt}#${keyId}`,
  }),
  /** The stored answer of one Idempotency-Key of an account (expires by TTL). */
  idempotency: (accountId: string, idempotencyKey: string) => ({
    PK: `IDEMPOTENCY#${accountId}`,
    SK: idempotencyKey,
  }),
  // The website quote widget (docs/product.md#widget).
  /** The account's widget settings. */
  widgetSettings: (accountId: string) => ({ PK: partitions.account(accountId), SK: 'WIDGET#SETTINGS' }),
  /** Which account a public widget key belongs to (removed when the key is rotated). */
  widgetKey: (key: string) => ({ PK: `WIDGET_KEY#${key}`, SK: 'KEY' }),
  /** One homeowner's visit, bound to the website it started on (expires by TTL). */
  widgetSession: (sessionId: string) => ({ PK: `WIDGET_SESSION#${sessionId}`, SK: 'SESSION' }),
  /** One lead of the widget: an address, then maybe contact details and an estimate. */
  widgetLead: (accountId: string, leadId: string) => ({
    PK: partitions.account(accountId),
    SK: `${SK_PREFIX.widgetLead}${leadId}`,
  }),
  /** The widget's funnel counters of one month (YYYY-MM). */
  widgetFunnel: (accountId: string, month: string) => ({
    PK: partitions.account(accountId),
    SK: `WIDGET_FUNNEL#${month}`,
  }),
};
