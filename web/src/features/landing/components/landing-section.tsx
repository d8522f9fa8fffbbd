import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '../../../lib/cn';

/** The background band of a landing section. */
export type LandingBand = 'white' | 'slate' | 'dark';

// Whole class lists, so Tailwind finds them.
const BANDS: Record<LandingBand, string> = {
  white: 'bg-white py-16 sm:py-20',
  slate: 'bg-slate-50 py-16 sm:py-20',
  dark: 'bg-brand-950 py-16 text-white sm:py-20',
};

/** Props of LandingSection. */
export interface LandingSectionProps {
  /** The section's own id, where the page links to it (#pricing). */
  id?: string;
  eyebrow: string;
  title: string;
  /** The paragraph under the title. */
  intro?: ReactNode;
  band?: LandingBand;
  /** Centre the heading (the content lays itself out). */
  center?: boolean;
  /** A reading-width column (the FAQ) instead of the full page width. */
  narrow?: boolean;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}

/** A landing section: its band, the page column, and the eyebrow, h2 and intro above the content. */
export function LandingSection({
  id,
  eyebrow,
  title,
  intro,
  band = 'white',
  center = false,
  narrow = false,
  sectionRef,
  children,
}: LandingSectionProps) {
  const dark = band === 'dark';
  // The h2 names the section; a generated id cannot collide and is the same in the prerendered page.
  const titleId = useId();
  return (
    <section ref={sectionRef} id={id} aria-labelledby={titleId} className={BANDS[band]}>
      <div className={cn('mx-auto px-4 sm:px-6', narrow ? 'max-w-3xl' : 'max-w-6xl')}>
        <div className={cn('max-w-2xl', center && 'mx-auto text-center')}>
          <p
            className={cn(
              'text-sm font-semibold uppercase tracking-wide',
              dark ? 'text-accent-300' : 'text-accent-700',
            )}
          >
            {eyebrow}
          </p>
          <h2
            id={titleId}
            className={cn(
              'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
              dark ? 'text-white' : 'text-brand-950',
            )}
          >
            {title}
          </h2>
          {intro && <p className={cn('mt-4 text-lg', dark ? 'text-brand-100' : 'text-slate-600')}>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
