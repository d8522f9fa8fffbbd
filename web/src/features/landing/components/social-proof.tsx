import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_FAQS, DEFAULT_TESTIMONIALS } from '@shared/public-site/marketing-content.js';
import type { CreateFaqRequest, CreateTestimonialRequest } from '@shared/public-site/schemas/content.js';
import { Icon } from '../../../components/ui/icon';
import { publicRequest } from '../../../lib/public-fetch';
import { LandingSection } from './landing-section';

const TESTIMONIAL_FIELDS = ['name', 'company', 'quote', 'rating'] as const;
const FAQ_FIELDS = ['question', 'answer'] as const;

/** True when both lists show the same thing (the fields on screen, in order). */
function sameContent<T>(a: readonly T[], b: readonly T[], fields: ReadonlyArray<keyof T>): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => fields.every((field) => item[field] === b[index][field]))
  );
}

/**
 * A public list that starts as the build-time defaults (so the prerendered HTML and the first client
 * render agree) and then shows what the API holds; an unreachable API keeps the defaults. A live list
 * equal to the defaults (what the API is seeded with) does not even re-render.
 */
function useList<T>(path: string, defaults: readonly T[], fields: ReadonlyArray<keyof T>): readonly T[] {
  const [items, setItems] = useState(defaults);
  useEffect(() => {
    let active = true;
    publicRequest<T[]>(path)
      .then((list) => {
        const next = Array.isArray(list) ? list : [];
        if (active) setItems((current) => (sameContent(current, next, fields) ? current : next));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [path, fields]);
  return items;
}

/** Testimonials from GET /api/testimonials (default 10). */
export function TestimonialsSection() {
  const testimonials = useList<CreateTestimonialRequest>(
    '/testimonials',
    DEFAULT_TESTIMONIALS,
    TESTIMONIAL_FIELDS,
  );
  if (testimonials.length === 0) return null;
  return (
    <LandingSection eyebrow="Testimonials" title="Contractors who estimate faster" center>
      <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial, index) => (
          <li key={index} className="flex flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
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
  const faqs = useList<CreateFaqRequest>('/faqs', DEFAULT_FAQS, FAQ_FIELDS);
  return (
    <LandingSection id="faq" band="slate" narrow eyebrow="FAQ" title="Questions contractors ask" center>
      <div className="mt-10 space-y-3">
        {faqs.map((faq, index) => (
          <details key={index} className="group rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-950">
              {faq.question}
              <Icon name="chevronDown" className="shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-slate-700">{faq.answer}</p>
          </details>
        ))}
        {faqs.length === 0 && (
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
