import { countdown } from '@shared/public-site/campaign.js';
import { useNow } from '../../../lib/campaign';

/** "Presale ends in 12d 04h 31m 08s", ticking; the full sentence is read once, not every second. */
export function CampaignCountdown({
  endsAt,
  label,
  className,
}: {
  endsAt: string;
  label: string;
  className?: string;
}) {
  const now = useNow();
  const left = countdown(endsAt, now);
  if (left.ended) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    <p className={className}>
      <span className="sr-only">
        {label} in {left.days} days
      </span>
      <span aria-hidden="true">
        {label} in{' '}
        <span className="font-mono font-semibold tabular-nums">
          {left.days}d {pad(left.hours)}h {pad(left.minutes)}m {pad(left.seconds)}s
        </span>
      </span>
    </p>
  );
}
