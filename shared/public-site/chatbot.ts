/**
 * The marketing chatbot's canned keyword replies (docs/product.md#public-site). Every number comes from
 * the shared constants, so the bot never contradicts the pricing page.
 */
import { TRIAL_DAYS } from '../kernel/constants.js';
import {
  ACCURACY_PERCENT,
  MEASUREMENT_SECONDS,
  BETA_FREE_DAYS,
  GUARANTEE_DAYS,
  limitCount,
  limitText,
  PARTNER_PAYOUT,
  PARTNER_TERMS,
  planOf,
  PLANS,
  SUPPORT_RESPONSE_HOURS,
  yearlySavings,
} from '../kernel/plans.js';

/** A reply appears this long after the visitor's message. */
export const CHATBOT_REPLY_DELAY_MS = 1000;

/** Where visitors can reach people (shown by the bot and on the contact and legal pages). */
export const COMPANY_CONTACT = {
  email: 'hello@ridgeline.app',
  supportEmail: 'support@ridgeline.app',
  privacyEmail: 'privacy@ridgeline.app',
  partnersEmail: 'partners@ridgeline.app',
  phone: '(512) 555-0148',
  hours: 'Monday to Friday, 8 am to 6 pm Central',
  address: '600 Congress Ave, Suite 1400, Austin, TX 78701',
} as const;

/** A topic the bot knows: its keywords and its reply. */
interface Topic {
  id: string;
  label: string;
  keywords: readonly string[];
  reply: () => string;
}

const planLine = (tier: 'starter' | 'pro' | 'enterprise') => {
  const plan = planOf(tier);
  return `${plan.name} $${plan.monthlyPrice}/month (${limitCount(plan.reports, 'report')}, ${limitCount(plan.seats, 'user')})`;
};

const TOPICS: readonly Topic[] = [
  {
    id: 'partners',
    label: 'partner commissions',
    keywords: ['partner', 'commission', 'referral', 'resell', 'affiliate'],
    reply: () =>
      `Our partner program pays referral partners ${PARTNER_TERMS.referral.rate * 100}% recurring commission and resellers ${PARTNER_TERMS.reseller.rate * 100}% recurring. ` +
      `Payouts are ${PARTNER_PAYOUT.schedule} by ${PARTNER_PAYOUT.methods.join(' or ')} (minimum $${PARTNER_TERMS.referral.minimumPayout} for referral, $${PARTNER_TERMS.reseller.minimumPayout} for reseller). Apply at /partner-application.`,
  },
  {
    id: 'trial',
    label: 'the free trial',
    keywords: ['trial', 'free', 'coupon', 'beta', 'try$', 'refund', 'guarantee', 'money back'],
    reply: () =>
      `Every plan starts with a ${TRIAL_DAYS}-day free trial, no credit card required. Have a coupon code? Enter it under "I have a code" when you sign up at /register ` +
      `(or open /register?coupon=YOURCODE): a beta code gives beta access and ${BETA_FREE_DAYS} days free, a trial code adds days to your trial, and a discount code comes off your plan. ` +
      `Presale purchases carry a ${GUARANTEE_DAYS}-day money-back guarantee.`,
  },
  {
    id: 'plans',
    label: 'plans and pricing',
    keywords: [
      'plan',
      'price',
      'pricing',
      'cost',
      'starter',
      'professional',
      'pro$',
      'enterprise',
      'how much',
      'subscription',
      'report',
    ],
    reply: () =>
      `We offer three plans: ${planLine('starter')}, ${planLine('pro')} and ${planLine('enterprise')}. Estimates are unlimited on every plan. ` +
      `Paying yearly saves 20% (e.g. $${yearlySavings(planOf('pro').monthlyPrice)}/year on Professional).`,
  },
  {
    id: 'accuracy',
    label: 'measurement accuracy',
    keywords: ['accura', 'precise', 'precision', 'satellite', 'measure', 'error'],
    reply: () =>
      `Every roof report shows its own accuracy rating: up to ${ACCURACY_PERCENT}% (within 2% of a hand measurement) on high-resolution imagery, lower where the imagery is older or coarser. A measurement takes at most ${MEASUREMENT_SECONDS} seconds from address to roof report, usually a few.`,
  },
  {
    id: 'seats',
    label: 'team seats',
    keywords: ['user', 'seat', 'team', 'member', 'employee', 'crew', 'login'],
    reply: () =>
      `Starter includes ${limitCount(planOf('starter').seats, 'user account')}, Professional up to ${limitText(planOf('pro').seats)}, and Enterprise unlimited users. You can invite your team from the dashboard.`,
  },
  {
    id: 'support',
    label: 'support levels',
    keywords: ['support', 'help desk', 'phone support', 'response time', 'customer service'],
    reply: () =>
      `${PLANS.map((plan) => `${plan.name}: ${plan.support.toLowerCase()}`).join('; ')}. We answer every request within ${SUPPORT_RESPONSE_HOURS} hours.`,
  },
  {
    id: 'branding',
    label: 'branding',
    keywords: ['brand', 'logo', 'white label', 'white-label', 'custom'],
    reply: () =>
      'Professional and Enterprise proposals carry only your logo and company details. Starter proposals add a small "Created by Ridgeline" line in the footer. Upload your logo under Profile.',
  },
  {
    id: 'features',
    label: 'features',
    keywords: [
      'feature',
      'what can',
      'what does',
      'proposal',
      'pdf',
      'signature',
      'estimate',
      'weather',
      'insurance',
    ],
    reply: () =>
      'Ridgeline measures roofs from satellite imagery, prices them with your own rates, builds branded PDF proposals your customers accept and sign online, and helps with insurance disputes. Enterprise adds API access.',
  },
  {
    id: 'contact',
    label: 'contact details',
    keywords: ['contact', 'email', 'phone', 'call', 'talk', 'sales', 'demo', 'human', 'person'],
    reply: () =>
      `You can reach us at ${COMPANY_CONTACT.email} or ${COMPANY_CONTACT.phone} (${COMPANY_CONTACT.hours}), or send the form at /contact.`,
  },
];

/** True when a word (or phrase) of `text` starts with `keyword`; a keyword ending in '$' must be a whole word. */
function startsWord(text: string, keyword: string): boolean {
  const whole = keyword.endsWith('$');
  const escaped = (whole ? keyword.slice(0, -1) : keyword).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[^a-z])${escaped}${whole ? '(?![a-z])' : ''}`).test(text);
}

/** The fallback reply: what the bot can help with. */
export function fallbackReply(): string {
  const labels = TOPICS.map((topic) => topic.label);
  return `I can help with ${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}. Try asking about one of those, or use /contact to reach our team.`;
}

/** The bot's answer to a message, or null for an empty or whitespace-only message (ignored). */
export function chatbotReply(message: string): string | null {
  const text = message.trim().toLowerCase();
  if (!text) return null;
  const topic = TOPICS.find((candidate) => candidate.keywords.some((keyword) => startsWord(text, keyword)));
  return topic ? topic.reply() : fallbackReply();
}

/** Quick-question chips shown under the greeting. */
export const CHATBOT_QUICK_QUESTIONS = [
  'What plans do you offer?',
  'Is there a free trial?',
  'How accurate are the measurements?',
  'How many users can I add?',
  'What support do you offer?',
  'Tell me about the partner program',
] as const;

/** The greeting that opens the conversation. */
export const CHATBOT_GREETING =
  "Hi! I'm the Ridgeline assistant. Ask me about plans, the free trial, accuracy, team seats, support, branding, features, partners or how to reach us.";
