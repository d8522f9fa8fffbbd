import type { ComponentType } from 'react';
import { PhaseTemplateSection } from '../../features/projects/components/phase-template-section';
import { SettingsPage, type SettingsSectionProps } from '../../features/settings/routes/settings-page';

/** Sections other features add to Settings, after Defaults: the projects feature's phase template. */
const EXTRA_SECTIONS: readonly ComponentType<SettingsSectionProps>[] = [PhaseTemplateSection];

/** /dashboard/settings: the settings feature's page with other features' sections slotted in. */
export function SettingsRoute() {
  return <SettingsPage extraSections={EXTRA_SECTIONS} />;
}
