import type { MeasurementStatus } from '@shared/estimates/schemas/estimates.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Icon } from '../../../components/ui/icon';

/** "Simulated imagery": the measurement came from the local simulator, not Google. */
export function SimulatedBadge() {
  return (
    <Badge tone="violet">
      <Icon name="satellite" className="size-3.5" strokeWidth={2} />
      Simulated imagery
    </Badge>
  );
}

const MEASUREMENT_LABELS: Record<MeasurementStatus, [string, BadgeTone]> = {
  queued: ['Queued', 'slate'],
  measuring: ['Measuring', 'blue'],
  measured: ['Priced', 'green'],
  failed: ['Measurement failed', 'red'],
};

/** Where the roof measurement is. */
export function MeasurementBadge({ status }: { status: MeasurementStatus }) {
  const [label, tone] = MEASUREMENT_LABELS[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** A yes/no flag (proposal sent, accepted, contract signed). */
export function FlagBadge({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return <Badge tone={on ? 'green' : 'slate'}>{on ? yes : no}</Badge>;
}
