import { EstimateMessages } from '../../features/communications/components/estimate-messages';
import { EstimateDetailPage } from '../../features/estimates/routes/estimate-detail-page';
import { EstimateActions } from '../../features/proposals/components/estimate-actions';

/** /dashboard/estimates/:estimateId: the estimate screen with the proposals feature's actions and its messages. */
export function EstimateDetailRoute() {
  return <EstimateDetailPage Actions={EstimateActions} Messages={EstimateMessages} />;
}
