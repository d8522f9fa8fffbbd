import type { ReactNode } from 'react';
import { PublicShell } from '../../../components/layout/public-shell';
import { Button } from '../../../components/ui/button';
import { useGoBack } from '../../../lib/use-go-back';

/** One numbered section of a legal text. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The frame of the legal pages: Back button, title, effective date, contents and sections. */
export function LegalLayout({
  title,
  intro,
  updated,
  sections,
  children,
}: {
  title: string;
  intro: ReactNode;
  updated: string;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  const goBack = useGoBack('/');
  return (
    <PublicShell>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <Button variant="ghost" size="sm" onClick={goBack} data-go-back="/" className="-ml-3">
          <span aria-hidden="true">←</span> Back
        </Button>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">Last updated {updated}</p>
        <div className="mt-6 text-lg leading-8 text-slate-700">{intro}</div>
        {sections.length > 1 && (
          <nav aria-label="Contents" className="mt-8 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Contents</h2>
            <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-800 underline-offset-2 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {children}
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10">
            <h2 id={`${section.id}-title`} className="text-xl font-bold text-brand-950">
              {index + 1}. {section.title}
            </h2>
            <div className="legal-body mt-3 space-y-3 leading-7 text-slate-700">{section.body}</div>
          </section>
        ))}
      </article>
    </PublicShell>
  );
}
