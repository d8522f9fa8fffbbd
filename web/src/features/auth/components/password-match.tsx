/** The green "Passwords match" confirmation under a confirm-password field. */
export function PasswordMatch() {
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-green-700">
      <svg
        className="size-4"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        aria-hidden="true"
      >
        <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Passwords match
    </span>
  );
}
