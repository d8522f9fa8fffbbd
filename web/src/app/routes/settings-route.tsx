import type { ComponentType } from 'react';
import { SettingsPage, type SettingsSectionProps } from '../../features/settings/routes/settings-page';

/**
 * Sections other features add to Settings, after Defaults (the projects feature's phase template
 * goes here once merged).
 */
const EXTRA_SECTIONS: readonly ComponentType<SettingsSectionProps>[] = [];

/** /dashboard/settings: the settings feature's page with other features' sections slotted in. */
export function SettingsRoute() {
  return <SettingsPage extraSections={EXTRA_SECTIONS} />;
}
