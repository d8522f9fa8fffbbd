import { useLocation } from 'react-router';
import { capitalize } from '@shared/kernel/format.js';
import { PublicShell } from '../../../components/layout/public-shell';
import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import { Button } from '../../../components/ui/button';
import { useGoBack } from '../../../lib/use-go-back';

/** '/api-documentation' → 'Api Documentation'; no usable segment → 'Page' (docs/product.md#public-site). */
export function titleFromPath(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).at(-1) ?? '';
  const words = segment.split(/[-_]+/).filter(Boolean).map(capitalize);
  return words.length ? words.join(' ') : 'Page';
}

/** The shared page of /features, /api-documentation, /about, /blog and the other not-yet-written pages. */
export function ComingSoonPage() {
  const { pathname } = useLocation();
  const goBack = useGoBack('/');
  return (
    <PublicShell>
      <PagePlaceholder
        title={titleFromPath(pathname)}
        description="We are putting the finishing touches on this page. Join early access to hear the moment it goes live."
        links={[{ to: '/early-access', label: 'Get Early Access' }]}
      >
        <Button variant="secondary" onClick={goBack} data-go-back="/">
          Go Back
        </Button>
      </PagePlaceholder>
    </PublicShell>
  );
}
