import type { ComponentType } from 'react';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page-title';
import { useSettings } from '../api/settings';
import { CompanySection } from '../components/company-section';
import { DataSection } from '../components/data-section';
import { DefaultsSection } from '../components/defaults-section';

/** What an extra section of the Settings page receives (e.g. the projects feature's phase template). */
export interface SettingsSectionProps {
  /** Whether the caller may change account-wide settings (team.manage). */
  canManage: boolean;
}

/**
 * /dashboard/settings — Company, Defaults and Data. Other features add their own sections through
 * `extraSections` (the app composes them in `app/routes/settings-route.tsx`), shown after Defaults.
 */
export function SettingsPage({
  extraSections = [],
}: {
  extraSections?: readonly ComponentType<SettingsSectionProps>[];
}) {
  usePageTitle('Settings');
  const query = useSettings();
  if (query.isPending) return <PageSpinner label="Loading settings…" />;
  if (query.isError || !query.data) return <Alert variant="error">Failed to load settings.</Alert>;
  const settings = query.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Settings"
        description="Set up your company once: contact details, defaults and your data."
      />
      <CompanySection settings={settings} />
      <DefaultsSection settings={settings} />
      {extraSections.map((Section, index) => (
        <Section key={index} canManage={settings.can_manage} />
      ))}
      <DataSection canManage={settings.can_manage} />
    </div>
  );
}
