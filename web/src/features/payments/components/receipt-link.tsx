import type { ReactNode } from 'react';
import { ExternalLink } from '../../../components/ui/external-link';

/** Stripe's receipt of a payment, in a new tab. */
export function ReceiptLink({
  href,
  className = 'font-medium text-brand-700 underline',
  children = 'Receipt',
}: {
  href: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  );
}
