import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFinancingPlans } from '../../../lib/catalogue-queries';
import { FINANCING_MESSAGES } from '../lib/messages';
import { FinancingForm } from './financing-form';

/** The Financing tab: the plans loaded (or why not), then their form. */
export function FinancingPanel({ canEdit }: { canEdit: boolean }) {
  const plans = useFinancingPlans();
  if (plans.isPending) return <PageSpinner label="Loading your financing plans…" />;
  if (plans.isError)
    return (
      <RetryAlert
        title={errorMessage(plans.error, FINANCING_MESSAGES.loadFailed)}
        onRetry={() => void plans.refetch()}
      />
    );
  return <FinancingForm initial={plans.data.plans} canEdit={canEdit} />;
}
