/** What the accounts area offers the other areas: import it only through this file. */
export { getAccountSettings } from './data/account-settings.js';
export {
  type AccountRecord,
  type CountedAccount,
  getAccount,
  getAccounts,
  getAccountWithCounters,
  listTrialsEndingOn,
  saveTrialEnd,
} from './data/accounts.js';
export {
  applyStripeEvent,
  betaSeatTaken,
  getPresaleOrder,
  getStripeEventState,
  type PresaleOrder,
  presaleOrderPut,
  saveStripeCustomer,
  saveStripeEventDone,
  saveSubscribeCheckout,
  saveSubscriptionSync,
  type SubscribeCheckout,
  type SubscriptionSync,
  subscriptionSyncUpdate,
} from './data/billing.js';
export { findUserIdByEmail } from './data/email-claims.js';
export { listPresaleOrders, presaleOrderTotals } from './data/presale-orders.js';
export {
  deleteLogo as deleteLogoObject,
  isStagedLogoKey,
  logoUrl,
  presignLogoUpload,
  putLogoFromStaging,
  stagedLogo,
} from './data/logos.js';
export { companyFor, companyMailData, homeownerCompanyOf, type PortalCompany } from './service/company.js';
export { brandingMail, mailCustomer } from './service/customer-mail.js';
export { mailHealthOf } from './service/mail-health.js';
export {
  assertPaidActionFor,
  assertSignaturesFor,
  entitlementsOf,
  hasSignatures,
} from './service/plan-gate.js';
export {
  guardSend,
  guardSendIfAllowed,
  mailOnBehalf,
  recordMailProblem,
  type SendPermit,
} from './service/send-guard.js';
export { setPassword } from './service/identity.js';
export { createAccount } from './service/signup-service.js';
export { noticeMember, wantsNotice } from './service/team-notices.js';
