import { useNavigate } from 'react-router';

/**
 * A "Go Back" action: one step back in the app's history, or `fallback` when the page was opened
 * directly (then there is nothing to go back to and navigate(-1) would do nothing or leave the site).
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const state = window.history.state as { idx?: number } | null;
    if ((state?.idx ?? 0) > 0) void navigate(-1);
    else void navigate(fallback);
  };
}
