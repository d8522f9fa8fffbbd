import { Link } from 'react-router';

/** The "Back to Login" link under the auth cards that are a detour from signing in. */
export function BackToLoginLink() {
  return (
    <Link to="/login" className="font-semibold text-accent-700 hover:text-accent-800">
      Back to Login
    </Link>
  );
}
