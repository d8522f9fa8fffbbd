import { formatMoney } from '@shared/kernel/format.js';
import { DetailRow } from '../../../components/ui/detail-row';

/** A priced line of a proposal or contract: what it is, how it was reckoned, what it costs. */
export interface PriceLine {
  label: string;
  detail: string;
  amount: number;
}

/** The proposal's price lines as rows of a definition list (portal and signing page). */
export function PriceLines({ lines, valueClassName }: { lines: PriceLine[]; valueClassName?: string }) {
  return lines.map((line) => (
    <DetailRow
      key={line.label}
      label={line.label}
      detail={line.detail}
      className="py-3"
      valueClassName={valueClassName}
    >
      {formatMoney(line.amount)}
    </DetailRow>
  ));
}
