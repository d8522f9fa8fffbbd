import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Faq, Testimonial } from '@shared/schemas/content.js';
import { publicRequest } from '../../../lib/public-fetch';
import { Icon } from '../../../components/ui/icon';
import { LandingSection } from './landing-section';

/** Loads a public list once; an unreachable API just leaves the section out. */
function useList<T>(path: string): T[] | null {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    let active = true;
    publicRequest<T[]>(path)
      .then((list) => active && setItems(Array.isArray(list) ? list : []))
      .catch(() => active && setItems([]));
    return () => {
      active = false;
    };
  }, [path]);
  return items;
}

/** Testimonials from GET /api/testimonials (default 10). */
export function TestimonialsSection() {
  const testimonials = useList<Testimonial>('/testimonials');
  if (testimonials && testimonials.length === 0) return null;
  return (
    <LandingSection
      titleId="testimonials-title"
      eyebrow="Testimonials"
      title="Contractors who estimate faster"
      center
    >
      <ul
        className="mt-10 grid min-h-64 gap-5 md:grid-cols-2 lg:grid-cols-3"
        aria-busy={testimonials === null}
      >
        {(testimonials ?? []).map((testimonial) => (
          <li
            key={testimonial.id}
            className="flex flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
          >
            <p
              className="flex gap-0.5 text-accent-500"
              aria-label={`Rated ${testimonial.rating} out of 5`}
              role="img"
            >
              {Array.from({ length: 5 }, (_, index) => (
                <Icon
                  key={index}
                  name="star"
                  className={index < testimonial.rating ? 'size-5 fill-current' : 'size-5 text-slate-300'}
                />
              ))}
            </p>
            <blockquote className="mt-4 flex-1 text-slate-800">“{testimonial.quote}”</blockquote>
            <p className="mt-5 text-sm">
              <span className="font-semibold text-brand-950">{testimonial.name}</span>
              <span className="block text-slate-600">{testimonial.company}</span>
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

/** FAQ (#faq) from GET /api/faqs, as native disclosure widgets. */
export function FaqSection() {
  const faqs = useList<Faq>('/faqs');
  return (
    <LandingSection
      id="faq"
      titleId="faq-title"
      band="slate"
      narrow
      eyebrow="FAQ"
      title="Questions contractors ask"
      center
    >
      <div className="mt-10 min-h-48 space-y-3" aria-busy={faqs === null}>
        {(faqs ?? []).map((faq) => (
          <details key={faq.id} className="group rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-950">
              {faq.question}
              <Icon name="chevronDown" className="shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-slate-700">{faq.answer}</p>
          </details>
        ))}
        {faqs?.length === 0 && (
          <p className="text-center text-slate-600">
            Questions?{' '}
            <Link to="/contact" className="font-semibold text-brand-800 underline">
              Contact us
            </Link>
            .
          </p>
        )}
      </div>
    </LandingSection>
  );
}
