import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSignNow } from '../api/proposals';

/**
 * "Sign the contract now": after accepting, the homeowner goes straight on to the signing page
 * (Settings' sign-after-accept, on by default; docs/decisions.md). The contract is prepared on the
 * way if it is not ready yet.
 */
export function SignNowButton({ token }: { token: string }) {
  const signNow = useSignNow(token);
  const navigate = useNavigate();
  const start = async () => {
    const { signing_url } = await signNow.mutateAsync();
    // The link is absolute (it is also what a mail would carry); the page is ours, so stay in the app.
    await navigate(new URL(signing_url, window.location.origin).pathname);
  };
  return (
    <div className="space-y-2">
      <Button
        variant="accent"
        loading={signNow.isPending}
        onClick={() => void start().catch(() => undefined)}
        data-testid="sign-now"
      >
        Sign the contract now
      </Button>
      {signNow.isError && (
        <Alert variant="error">
          {errorMessage(signNow.error, 'The contract could not be opened. Please try again.')}
        </Alert>
      )}
    </div>
  );
}
