import { useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useApplyDiscount, useEstimate, useRepriceEstimate, useRetryMeasurement } from '../api/estimates';
import { DISCOUNT_FAILED, DiscountDialog } from '../components/discount-dialog';
import { DETAIL_MESSAGES } from '../components/estimate-detail-messages';
import { EstimateHeader } from '../components/estimate-header';
import { EstimateLoadFailed, EstimateNotFound } from '../components/estimate-load-states';
import { EstimateToolbar, type EstimateActionsSlotProps } from '../components/estimate-toolbar';
import { MeasuredEstimate } from '../components/measured-estimate';
import { OfferBuilder } from '../components/offer-builder';
import { UnmeasuredEstimate } from '../components/unmeasured-estimate';

/**
 * /dashboard/estimates/:estimateId — the measured roof, its price and the actions on it. The
 * proposal, PDF, contract and signing actions belong to the proposals feature; the app passes them in.
 */
export function EstimateDetailPage({
  Actions,
  Messages,
}: {
  Actions: ComponentType<EstimateActionsSlotProps>;
  /** The estimate's messages and their delivery (the communications feature's panel). */
  Messages?: ComponentType<{ estimateId: string; customerEmail: string | null }>;
}) {
  const { estimateId = '' } = useParams();
  const query = useEstimate(estimateId);
  const estimate = query.data;
  usePageTitle(estimate ? estimate.address : 'Estimate');
  const discount = useApplyDiscount(estimateId);
  const reprice = useRepriceEstimate(estimateId);
  const retry = useRetryMeasurement(estimateId);
  const { message, show } = useTimedMessage();
  const [discountOpen, setDiscountOpen] = useState(false);
  const [discountError, setDiscountError] = useState<string | null>(null);

  if (query.isPending) return <PageSpinner label="Loading estimate…" />;
  if (query.isError)
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <EstimateNotFound />
    ) : (
      <EstimateLoadFailed />
    );
  if (!estimate) return <EstimateNotFound />;

  const priced = estimate.measurement_status === 'measured' && estimate.pricing !== null;

  const applyDiscount = async (percent: number) => {
    setDiscountError(null);
    try {
      await discount.mutateAsync(percent);
      setDiscountOpen(false);
      show('success', DETAIL_MESSAGES.discountApplied(percent));
    } catch (failure) {
      setDiscountError(errorMessage(failure, DISCOUNT_FAILED));
    }
  };
  const showError = (text: string) => show('error', text);
  const onReprice = async () => {
    try {
      await reprice.mutateAsync(undefined);
      show('success', DETAIL_MESSAGES.repriced);
    } catch (failure) {
      show('error', errorMessage(failure, DETAIL_MESSAGES.repriceFailed));
    }
  };
  const onRetry = async () => {
    try {
      await retry.mutateAsync(undefined);
      show('info', DETAIL_MESSAGES.retried);
    } catch (failure) {
      show('error', errorMessage(failure, DETAIL_MESSAGES.retryFailed));
    }
  };

  return (
    <div className="space-y-6">
      <EstimateHeader estimate={estimate} priced={priced} />

      {message && <Alert variant={message.variant}>{message.text}</Alert>}

      <EstimateToolbar
        estimate={estimate}
        priced={priced}
        onDiscount={() => {
          setDiscountError(null);
          setDiscountOpen(true);
        }}
        Actions={Actions}
        onMessage={show}
      />

      <UnmeasuredEstimate
        estimate={estimate}
        retrying={retry.isPending}
        onRetry={onRetry}
        onError={showError}
      />

      {priced && (
        <MeasuredEstimate
          estimate={estimate}
          onReprice={onReprice}
          repricing={reprice.isPending}
          onError={showError}
        />
      )}

      {priced && <OfferBuilder estimate={estimate} />}

      {Messages && <Messages estimateId={estimate.id} customerEmail={estimate.customer_email} />}

      {priced && estimate.total_cost !== null && (
        <DiscountDialog
          key={discountOpen ? 'open' : 'closed'}
          open={discountOpen}
          total={estimate.total_cost}
          current={estimate.discount_percent}
          busy={discount.isPending}
          error={discountError}
          onApply={applyDiscount}
          onClose={() => setDiscountOpen(false)}
        />
      )}
    </div>
  );
}
