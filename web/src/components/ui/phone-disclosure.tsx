import { useState, useSyncExternalStore, type ReactNode } from 'react';

// A secondary section that is folded on a phone and plain on a wider screen: a details/summary
// disclosure (keyboard and screen readers know it), whose summary only shows below the md breakpoint.

const WIDE = '(min-width: 768px)';

// Where matchMedia is missing (a test DOM), the screen counts as wide: every section shows.
const canMatch = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void) {
  if (!canMatch()) return () => {};
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is at least the md breakpoint wide (true where there is no window). */
function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !canMatch() || window.matchMedia(WIDE).matches,
    () => true,
  );
}

/**
 * Folds `children` behind a summary naming the section on a phone (closed at first, opened with a
 * tap); on a wider screen the section is simply shown.
 */
export function PhoneDisclosure({
  title,
  summary,
  children,
}: {
  title: string;
  /** A short hint after the title while folded (a count, the latest entry). */
  summary?: string;
  children: ReactNode;
}) {
  const wide = useWide();
  // Only a phone's choice is kept: a wider screen always shows the section (its summary is hidden).
  const [openOnPhone, setOpenOnPhone] = useState(false);
  return (
    <details
      open={wide || openOnPhone}
      onToggle={(event) => {
        if (!wide) setOpenOnPhone(event.currentTarget.open);
      }}
      className="group"
      data-testid="phone-disclosure"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 md:hidden [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="font-semibold text-brand-950">{title}</span>
          {summary && <span className="ml-2 text-sm text-slate-500">{summary}</span>}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        >
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div className="mt-3 md:mt-0">{children}</div>
    </details>
  );
}
