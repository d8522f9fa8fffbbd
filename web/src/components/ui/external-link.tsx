import type { AnchorHTMLAttributes } from 'react';

/** A link that opens in a new tab and sends no referrer (receipts, maps, PDFs on other hosts). */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a target="_blank" rel="noreferrer" {...props} />;
}
