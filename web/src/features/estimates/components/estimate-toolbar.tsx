import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { Estimate } from '@shared/estimates/schemas/estimates.js';
import type { AlertVariant } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** What the estimate screen hands the actions it shows next to its own (proposal, PDF, contract, signing). */
export interface EstimateActionsSlotProps {
  estimate: Estimate;
  /** Shows a banner on the estimate screen (green success, red error, blue info). */
  onMessage: (variant: AlertVariant, text: string) => void;
}

/** The estimate's own actions (discount, edit) and, beside them, those another feature passes in. */
export function EstimateToolbar({
  estimate,
  priced,
  onDiscount,
  Actions,
  onMessage,
}: {
  estimate: Estimate;
  priced: boolean;
  onDiscount: () => void;
  Actions: ComponentType<EstimateActionsSlotProps>;
  onMessage: EstimateActionsSlotProps['onMessage'];
}) {
  return (
    <Card className="p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={!priced || estimate.accepted}
            title={
              estimate.accepted ? 'The customer accepted this price; it can no longer change.' : undefined
            }
            onClick={onDiscount}
          >
            Apply Discount
          </Button>
          {estimate.accepted ? (
            <Button
              variant="secondary"
              size="sm"
              disabled
              title="The customer accepted this estimate; it can no longer be edited."
            >
              Edit
            </Button>
          ) : (
            <Link
              to={`/dashboard/estimates/${estimate.id}/edit`}
              className={buttonClasses('secondary', 'sm')}
            >
              Edit
            </Link>
          )}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Actions estimate={estimate} onMessage={onMessage} />
        </div>
      </div>
    </Card>
  );
}
