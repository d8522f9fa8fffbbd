/** Every key shape of the single table, in one place. */
export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  userInAccount: (accountId: string, createdAt: string, userId: string) => ({
    GSI1PK: `ACCOUNT#${accountId}#USERS`,
    GSI1SK: `${createdAt}#${userId}`,
  }),
  /** Removed members move to their own partition so the team list stays one Query of current members. */
  removedUserInAccount: (accountId: string, createdAt: string, userId: string) => ({
    GSI1PK: `ACCOUNT#${accountId}#REMOVED_USERS`,
    GSI1SK: `${createdAt}#${userId}`,
  }),
  /** Every user of the platform, oldest first (the operator's user list). */
  userInPlatform: (createdAt: string, userId: string) => ({
    GSI2PK: 'USERS',
    GSI2SK: `${createdAt}#${userId}`,
  }),
  /** The one password link (reset or invite) a user may currently use: only its SHA-256 is stored. */
  userPasswordLink: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PASSWORD_LINK' }),
  /** A password link looked up by the SHA-256 of its token. */
  passwordLink: (tokenHash: string) => ({ PK: `PASSWORD_LINK#${tokenHash}`, SK: 'LINK' }),
  email: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' }),
  account: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' }),
  /** One fixed window of a rate limit for one subject. */
  rateLimit: (scope: string, subject: string, windowStart: number) => ({
    PK: `RATE#${scope}#${subject.toLowerCase()}`,
    SK: String(windowStart),
  }),
  /** Marketing content (testimonials, FAQs): one small partition per content type, sorted by `sort`. */
  content: (kind: 'TESTIMONIAL' | 'FAQ', sort: string) => ({ PK: `CONTENT#${kind}`, SK: sort }),
  /** Platform-wide settings (e.g. the presale/beta campaign). */
  platformSetting: (name: string) => ({ PK: 'PLATFORM#SETTINGS', SK: name }),
  /** A public submission (lead, partner application, contact, GDPR request) under the platform. */
  submission: (kind: string, id: string) => ({ PK: `PLATFORM#${kind.toUpperCase()}`, SK: id }),
  /** CRM indexes of a submission: by type and date (GSI1), by type, status and date (GSI2). */
  submissionByDate: (kind: string, createdAt: string, id: string) => ({
    GSI1PK: `CRM#${kind.toUpperCase()}`,
    GSI1SK: `${createdAt}#${id}`,
  }),
  submissionByStatus: (kind: string, status: string, createdAt: string, id: string) => ({
    GSI2PK: `CRM#${kind.toUpperCase()}#${status}`,
    GSI2SK: `${createdAt}#${id}`,
  }),
  /** Webhook and job dedupe records. */
  dedupe: (scope: string, id: string) => ({ PK: `DEDUPE#${scope}`, SK: id }),
  /** An estimate in its account's partition (ULID ids: the partition lists newest last). */
  estimate: (accountId: string, estimateId: string) => ({
    PK: `ACCOUNT#${accountId}`,
    SK: `ESTIMATE#${estimateId}`,
  }),
  /** The estimates of one list status (pending, sent, accepted) of an account (GSI1). */
  estimateByStatus: (accountId: string, status: string, estimateId: string) => ({
    GSI1PK: `ACCOUNT#${accountId}#ESTIMATES#${status}`,
    GSI1SK: estimateId,
  }),
  /** Running totals of an account's estimates (count, value) for the summary cards. */
  estimateStats: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'STATS#ESTIMATES' }),
  /** An account's rates. */
  rates: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'RATES' }),
  /** Roof measurements counted in one calendar month (YYYY-MM) for the plan quota. */
  measurementUsage: (accountId: string, month: string) => ({
    PK: `ACCOUNT#${accountId}`,
    SK: `USAGE#MEASUREMENTS#${month}`,
  }),
  /** Marks one estimate version as counted, so a redelivered job never counts twice. */
  measurementCounted: (accountId: string, month: string, estimateId: string, version: number) => ({
    PK: `ACCOUNT#${accountId}`,
    SK: `USAGE#MEASUREMENTS#${month}#${estimateId}#${version}`,
  }),
  /** A proposal in its account's partition (ULID ids, so `PROPOSAL#` sorts by creation). */
  proposal: (accountId: string, proposalId: string) => ({
    PK: `ACCOUNT#${accountId}`,
    SK: `PROPOSAL#${proposalId}`,
  }),
  /** The proposals of one status of an account (GSI1), for the Proposals screen's tabs. */
  proposalByStatus: (accountId: string, status: string, proposalId: string) => ({
    GSI1PK: `ACCOUNT#${accountId}#PROPOSALS#${status}`,
    GSI1SK: proposalId,
  }),
  /** The proposals of one estimate (GSI2), to withdraw older ones and find the accepted one. */
  proposalOfEstimate: (accountId: string, estimateId: string, proposalId: string) => ({
    GSI2PK: `ACCOUNT#${accountId}#ESTIMATE#${estimateId}#PROPOSALS`,
    GSI2SK: proposalId,
  }),
  /** A homeowner's proposal link, looked up by the SHA-256 of its token (the token is never stored). */
  proposalToken: (tokenHash: string) => ({ PK: `PROPOSAL_TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  /** A contract signing link, looked up by the SHA-256 of its token. */
  signingLink: (tokenHash: string) => ({ PK: `SIGNING_LINK#${tokenHash}`, SK: 'LINK' }),
  /** A rendered PDF of an estimate: one per (estimate, version, kind and proposal). */
  document: (accountId: string, estimateId: string, name: string) => ({
    PK: `ACCOUNT#${accountId}`,
    SK: `DOCUMENT#${estimateId}#${name}`,
  }),
};
