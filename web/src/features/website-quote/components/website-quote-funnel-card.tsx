import { Card } from '../../../components/ui/card';
import { useWidgetFunnel } from '../api/website-quote';
import { FunnelBars } from './widget-funnel';

/** The website quote's funnel for Reports (nothing when the widget was never set up). */
export function WebsiteQuoteFunnelCard() {
  const funnel = useWidgetFunnel();
  if (!funnel.data || funnel.data.steps[0].count === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-brand-950">Website quote</h2>
      <p className="mt-1 text-sm text-slate-600">
        Views → addresses → prices shown → contacts → proposals sent → signed.
      </p>
      <div className="mt-3">
        <FunnelBars funnel={funnel.data} />
      </div>
    </Card>
  );
}
