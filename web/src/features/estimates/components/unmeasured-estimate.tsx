import { Link } from 'react-router';
import type { Estimate } from '@shared/estimates/schemas/estimates.js';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EstimateSidebar } from './estimate-sidebar';
import { MeasurementProgress } from './measurement-progress';

/**
 * An estimate whose roof is not measured yet: the measurement's progress, or why it failed with a
 * retry, beside the side column. Renders nothing once the roof is measured.
 */
export function UnmeasuredEstimate({
  estimate,
  retrying,
  onRetry,
  onError,
}: {
  estimate: Estimate;
  retrying: boolean;
  onRetry: () => void;
  onError: (text: string) => void;
}) {
  const status = estimate.measurement_status;
  if (status !== 'queued' && status !== 'measuring' && status !== 'failed') return null;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">
        {status === 'failed' ? (
          <Alert variant="error" title="We could not measure this roof">
            <p>{estimate.measurement_error}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={onRetry} loading={retrying}>
                Retry measurement
              </Button>
              <Link
                to={`/dashboard/estimates/${estimate.id}/edit`}
                className={buttonClasses('secondary', 'sm')}
              >
                Correct the address
              </Link>
            </div>
          </Alert>
        ) : (
          <MeasurementProgress
            status={status}
            updatedAt={estimate.updated_at}
            retrying={retrying}
            onRetry={onRetry}
          />
        )}
      </div>
      <div className="min-w-0 space-y-6">
        <EstimateSidebar estimate={estimate} onError={onError} />
      </div>
    </div>
  );
}
