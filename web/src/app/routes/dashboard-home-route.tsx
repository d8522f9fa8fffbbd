import { useQuery } from '@tanstack/react-query';
import { setupSteps } from '@shared/accounts/first-day.js';
import { SetupChecklist } from '../../features/dashboard/components/setup-checklist';
import { UsageMeter } from '../../features/dashboard/components/usage-meter';
import { DashboardHomePage } from '../../features/dashboard/routes/dashboard-home-page';
import { EstimatesSection } from '../../features/estimates/components/estimates-list';
import { profileQuery } from '../../features/profile/api/profile';
import { useMyRates } from '../../features/rates/api/rates';
import { useReport } from '../../features/reports/api/reports';
import { ThisMonthStrip } from '../../features/reports/components/this-month-strip';
import { useSettings } from '../../features/settings/api/settings';
import { useSession } from '../../lib/session-context';

/** The setup checklist from what the account has saved, for those who manage the company (null until loaded). */
function useSetupChecklist() {
  const settings = useSettings();
  const manages = Boolean(settings.data?.can_manage);
  const userId = useSession().user?.id ?? '';
  // Only managers see the checklist: nobody else loads what it reads.
  const profile = useQuery({ ...profileQuery(userId), enabled: manages && Boolean(userId) });
  const rates = useMyRates();
  if (!manages || !settings.data || !profile.data || rates.isPending || rates.isError) return null;
  const { company } = settings.data;
  return setupSteps({
    ratesSaved: rates.data !== null,
    logo: Boolean(profile.data.company_logo),
    companyPhone: Boolean(company.phone),
    companyEmail: Boolean(company.email),
    licence: Boolean(company.license_number),
  });
}

/** Measurement reports used this month against the plan, for those who may read reports. */
function Usage() {
  const report = useReport({});
  if (!report.data) return null;
  return <UsageMeter used={report.data.measurements.used} quota={report.data.measurements.quota} />;
}

/** /dashboard: the welcome page with setup, usage, this month's figures and the estimates list as its overview. */
export function DashboardHomeRoute() {
  const { hasPermission } = useSession();
  const checklist = useSetupChecklist();
  const steps = checklist?.some((step) => !step.done) ? checklist : null;
  const reports = hasPermission('reports.read');
  return (
    <DashboardHomePage>
      {(steps || reports) && (
        <div className="grid gap-4 lg:grid-cols-3 lg:items-start [&>*]:min-w-0">
          {steps && (
            <div className="lg:col-span-2">
              <SetupChecklist steps={steps} />
            </div>
          )}
          {reports && <Usage />}
        </div>
      )}
      {reports && <ThisMonthStrip />}
      <EstimatesSection headingLevel="h2" />
    </DashboardHomePage>
  );
}
