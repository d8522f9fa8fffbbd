import type { ComponentType } from 'react';
import { ApiSection } from '../../features/api-keys/components/api-section';
import { PaymentsSection } from '../../features/payments/components/payments-section';
import { PhaseTemplateSection } from '../../features/projects/components/phase-template-section';
import { SettingsPage, type SettingsSectionProps } from '../../features/settings/routes/settings-page';
import { WebhooksSection } from '../../features/webhooks/components/webhooks-section';
import { WebsiteQuoteSection } from '../../features/website-quote/components/website-quote-section';

/** Sections other features add to Settings, after Defaults: the projects feature's phase template, webhooks, the website quote and API keys (admins). */
const EXTRA_SECTIONS: readonly ComponentType<SettingsSectionProps>[] = [
  PaymentsSection,
  PhaseTemplateSection,
  WebhooksSection,
  WebsiteQuoteSection,
  ApiSection,
];

/** /dashboard/settings: the settings feature's page with other features' sections slotted in. */
export function SettingsRoute() {
  return <SettingsPage extraSections={EXTRA_SECTIONS} />;
}
