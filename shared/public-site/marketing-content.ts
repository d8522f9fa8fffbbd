/**
 * The landing page's default testimonials and FAQ: what the local runtime seeds through the API and
 * what the prerendered landing page shows before (or without) the live lists.
 */
import { TRIAL_DAYS } from '../kernel/constants.js';
import {
  ACCURACY_PERCENT,
  GUARANTEE_DAYS,
  PARTNER_TERMS,
  planOf,
  PRESALE_MONTHS,
  PRESALE_PACKAGES,
  PRESALE_SETUP_FEE,
  presaleMonthlyPrice,
} from '../kernel/plans.js';

/** A testimonial as an operator creates it: who said it, for which company, and the stars (1 to 5). */
export interface TestimonialContent {
  name: string;
  company: string;
  quote: string;
  rating: number;
}

/** A FAQ entry as an operator creates it, filed under a lower-case category slug. */
export interface FaqContent {
  category: string;
  question: string;
  answer: string;
}

/** Testimonials shown on the landing page (made-up contractors). */
export const DEFAULT_TESTIMONIALS: readonly TestimonialContent[] = [
  {
    name: 'Marcus Bell',
    company: 'Bell Brothers Roofing, Dallas TX',
    quote:
      'We used to lose a whole afternoon per measurement. Now the estimate is in the homeowner’s inbox before I am back in the truck.',
    rating: 5,
  },
  {
    name: 'Priya Natarajan',
    company: 'Summit Ridge Exteriors, Denver CO',
    quote:
      'The numbers matched our tape measurements within a few square feet on every roof we checked. My crew trusts it.',
    rating: 5,
  },
  {
    name: 'Luis Ortega',
    company: 'Gulf Coast Roof Pros, Houston TX',
    quote:
      'After the last hailstorm we quoted 40 homes in two days. Insurance adjusters liked the reports too.',
    rating: 5,
  },
  {
    name: 'Hannah Whitaker',
    company: 'Whitaker & Sons Roofing, Columbus OH',
    quote:
      'Customers sign on their phone the same evening. Our close rate went up noticeably in the first month.',
    rating: 4,
  },
  {
    name: 'Derek Simmons',
    company: 'Peak Performance Roofing, Charlotte NC',
    quote:
      'Set up our rates once, and every estimate comes out priced the way we price. No more spreadsheets.',
    rating: 5,
  },
  {
    name: 'Angela Foster',
    company: 'Heartland Roofing Co., Wichita KS',
    quote: 'Branded proposals make a three-person shop look like the biggest outfit in town.',
    rating: 5,
  },
];

/** FAQs by category; every figure comes from the shared constants. */
function faqs(): FaqContent[] {
  const pro = planOf('pro');
  const proPresale = PRESALE_PACKAGES.find((pkg) => pkg.tier === 'pro')!;
  return [
    {
      category: 'product',
      question: 'How accurate are the measurements?',
      answer: `Measurements are ${ACCURACY_PERCENT}% accurate — within 2% of a hand measurement — from high-resolution satellite imagery. Every report states the imagery date and quality.`,
    },
    {
      category: 'product',
      question: 'How long does a measurement take?',
      answer:
        'About 60 seconds from typing the address to a measured roof with area, pitch and facets, priced with your own rates.',
    },
    {
      category: 'product',
      question: 'Can my customers sign online?',
      answer:
        'Yes. Customers open the proposal from a secure link, accept or decline it, sign digitally and download the PDF. No account needed.',
    },
    {
      category: 'pricing',
      question: 'Is there a free trial?',
      answer: `Yes — every plan starts with a ${TRIAL_DAYS}-day free trial and no credit card is required.`,
    },
    {
      category: 'pricing',
      question: 'What does the presale include?',
      answer: `Presale packages cover ${PRESALE_MONTHS} months of service at presale prices (Professional is $${presaleMonthlyPrice(proPresale)}/month instead of $${pro.monthlyPrice}) and the setup fee is halved to $${PRESALE_SETUP_FEE}. Every presale purchase carries a ${GUARANTEE_DAYS}-day money-back guarantee.`,
    },
    {
      category: 'pricing',
      question: 'Can I change plans later?',
      answer:
        'Yes. Upgrade or downgrade at any time from Billing; the change applies from your next billing period.',
    },
    {
      category: 'partners',
      question: 'How does the partner program pay?',
      answer: `Referral partners earn ${PARTNER_TERMS.referral.rate * 100}% recurring commission and resellers ${PARTNER_TERMS.reseller.rate * 100}%, paid monthly by PayPal or bank transfer.`,
    },
    {
      category: 'general',
      question: 'Is my data safe?',
      answer:
        'Data is encrypted in transit and at rest, access is role-based, and you can export or delete your data at any time. See our Privacy Policy and GDPR page for details.',
    },
  ];
}

/** The FAQ, by category, in the order it is seeded. */
export const DEFAULT_FAQS: readonly FaqContent[] = faqs();
