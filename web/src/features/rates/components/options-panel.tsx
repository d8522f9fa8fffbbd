import type { Rates } from '@shared/estimates/pricing.js';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCatalogue } from '../../../lib/catalogue-queries';
import { OPTIONS_MESSAGES } from '../lib/messages';
import { CatalogueForm } from './catalogue-form';

/** The Options & upgrades tab: the catalogue loaded (or why not), then its form. */
export function OptionsPanel({ rates, canEdit }: { rates: Rates; canEdit: boolean }) {
  const catalogue = useCatalogue();
  if (catalogue.isPending) return <PageSpinner label="Loading your options…" />;
  if (catalogue.isError)
    return (
      <RetryAlert
        title={errorMessage(catalogue.error, OPTIONS_MESSAGES.loadFailed)}
        onRetry={() => void catalogue.refetch()}
      />
    );
  return (
    <CatalogueForm
      initial={catalogue.data.catalogue}
      isDefault={catalogue.data.is_default}
      rates={rates}
      canEdit={canEdit}
    />
  );
}
