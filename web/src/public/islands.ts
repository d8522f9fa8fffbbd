import type { ComponentType } from 'react';

/** Loads an island's component (each a chunk of its own, loaded only when the island is needed). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props come from the page's JSON
export type IslandLoader = () => Promise<ComponentType<any>>;

/**
 * Every island of the prerendered public pages by the `name` its page gives it
 * (components/layout/island.tsx). Each renders the same markup as the page's children of that island.
 */
export const ISLANDS: Record<string, IslandLoader> = {
  chatbot: () => import('../features/chatbot/components/chatbot-launcher').then((m) => m.ChatbotLauncher),
  'demo-form': () => import('../features/landing/components/how-it-works').then((m) => m.LiveDemo),
  benefits: () => import('../features/landing/components/benefits-section').then((m) => m.BenefitsSection),
  comparison: () =>
    import('../features/landing/components/comparison-section').then((m) => m.ComparisonSection),
  pricing: () => import('../features/landing/components/pricing-section').then((m) => m.PricingSection),
  testimonials: () =>
    import('../features/landing/components/social-proof').then((m) => m.TestimonialsSection),
  faq: () => import('../features/landing/components/social-proof').then((m) => m.FaqSection),
  'landing-dialogs': () => import('./landing-dialogs-island').then((m) => m.LandingDialogsIsland),
  'contact-form': () => import('../features/marketing/routes/contact-page').then((m) => m.ContactContent),
  'gdpr-form': () => import('../features/marketing/routes/gdpr-page').then((m) => m.GdprRequestForm),
  'partner-application': () =>
    import('../features/marketing/routes/partner-application-page').then((m) => m.PartnerApplicationContent),
  'partner-program': () =>
    import('../features/marketing/routes/partner-program-page').then((m) => m.PartnerProgramContent),
  'early-access': () =>
    import('../features/marketing/routes/early-access-page').then((m) => m.EarlyAccessContent),
  'cookie-choice': () =>
    import('../features/marketing/components/cookie-preferences').then((m) => m.CookiePreferences),
};
