import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DETAIL_MESSAGES } from './estimate-detail-messages';

/** The estimate does not exist: say so and offer the way back. */
export function EstimateNotFound() {
  const navigate = useNavigate();
  return (
    <Card className="px-6 py-12 text-center">
      <h1 className="text-2xl font-bold text-brand-950">{DETAIL_MESSAGES.notFound}</h1>
      <p className="mt-2 text-slate-600">It may have been deleted, or the link is wrong.</p>
      <Button className="mt-6" onClick={() => void navigate('/dashboard/estimates')}>
        Back to Estimates
      </Button>
    </Card>
  );
}

/** The estimate could not be loaded: say so, then go back to the list. */
export function EstimateLoadFailed() {
  const navigate = useNavigate();
  // "Failed to load estimate", then back to the list (docs/product.md#estimates).
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/dashboard/estimates'), 3000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Alert variant="error" title={DETAIL_MESSAGES.loadFailed}>
      Taking you back to your estimates…
    </Alert>
  );
}
