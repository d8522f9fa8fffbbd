import type { ComponentType } from 'react';
import { ApiSection } from '../../features/api-keys/components/api-section';
import { PhaseTemplateSection } from '../../features/projects/components/phase-template-section';
import { SettingsPage, type SettingsSectionProps } from '../../features/settings/routes/settings-page';

/** Sections other features add to Settings, after Defaults: the projects feature's phase template, the API keys. */
const EXTRA_SECTIONS: readonly ComponentType<SettingsSectionProps>[] = [PhaseTemplateSection, ApiSection];

/** /dashboard/settings: the settings feature's page with other features' sections slotted in. */
export function SettingsRoute() {
  return <SettingsPage extraSections={EXTRA_SECTIONS} />;
}
