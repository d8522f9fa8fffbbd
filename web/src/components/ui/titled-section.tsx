import type { ReactNode } from 'react';

/** Props of TitledSection. */
export interface TitledSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  className?: string;
  titleClassName?: string;
  descriptionClassName?: string;
  children: ReactNode;
}

/** A section named by its h2 (and an optional line under it), so screen readers list it by that name. */
export function TitledSection({
  id,
  title,
  description,
  className,
  titleClassName = 'text-lg font-semibold text-brand-950',
  descriptionClassName = 'mt-1 text-sm text-slate-600',
  children,
}: TitledSectionProps) {
  const heading = (
    <h2 id={id} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={className}>
      {description === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          <p className={descriptionClassName}>{description}</p>
        </div>
      )}
      {children}
    </section>
  );
}
