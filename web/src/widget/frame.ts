import './frame.css';

// The quote iframe's page (docs/product.md#widget): address → "Is this your home?" → prices →
// contact → thank-you, in plain DOM so its first load stays a few kilobytes (no React, no zod, not
// the SPA). The server rendered its config; every call carries the visit's session and website.

interface Session {
  session: string;
  origin: string;
  company_name: string;
  logo_url: string | null;
  brand_colour: string | null;
  headline: string;
  consent_text: string;
  price_display: 'range' | 'from';
}

interface Config {
  key: string;
  origin: string | null;
  session: Session | null;
  error: string | null;
  prefill: { address: string; name: string };
  page: string | null;
}

interface Roof {
  outlines: [number, number][][];
  squares: number;
  pitch: string;
}

interface Quote {
  lead_id: string;
  found: boolean;
  outside_country: boolean;
  address: string;
  message: string | null;
  confidence: 'high' | 'low' | null;
  roof: Roof | null;
}

interface PriceOption {
  id: string;
  name: string;
  tier: string;
  warranty: string;
  final_cents: number;
  low_cents: number;
  high_cents: number;
  as_low_as: {
    monthly_payment_cents: number;
    term_months: number;
    apr_percent: number;
    disclosure: string;
  } | null;
}

interface Prices {
  lead_id: string;
  price_display: 'range' | 'from';
  options: PriceOption[];
  message: string | null;
}

interface Problem {
  detail: string;
  errors?: { path: string; message: string }[];
}

const config = JSON.parse(document.getElementById('widget-config')?.textContent ?? '{}') as Config;
const root = document.getElementById('ridgeline-widget')!;
const SVG = 'http://www.w3.org/2000/svg';

type Child = Node | string | null | false;

/** An element with attributes and children (`on…` attributes become listeners). */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | ((event: Event) => void)> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false) element.setAttribute(name, value);
  }
  element.append(...children.filter((child): child is Node | string => !!child));
  return element;
}

const dollars = (cents: number) =>
  `$${Math.round(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** Height to the host page, only to the website this visit is framed by. */
function postHeight(): void {
  if (!config.origin || window.parent === window) return;
  window.parent.postMessage(
    // The content's own height: the document's would never fall below the frame's current height.
    { type: 'ridgeline-widget:height', height: Math.ceil(root.getBoundingClientRect().bottom) },
    config.origin,
  );
}
new ResizeObserver(postHeight).observe(root);
// Escape inside the frame closes the floating panel: the host page never sees keys pressed in here.
window.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && config.origin && window.parent !== window)
    window.parent.postMessage({ type: 'ridgeline-widget:close' }, config.origin);
});
window.addEventListener('message', (event) => {
  if (event.origin !== config.origin || event.source !== window.parent) return;
  if ((event.data as { type?: string })?.type === 'ridgeline-widget:open')
    root.querySelector<HTMLElement>('h1, h2')?.focus();
});

/** Shows one step and moves focus to its heading, so a screen reader announces the change. */
function show(...children: Child[]): void {
  root.replaceChildren(...children.filter((child): child is Node | string => !!child));
  const heading = root.querySelector<HTMLElement>('h2');
  heading?.setAttribute('tabindex', '-1');
  if (document.hasFocus()) heading?.focus();
  postHeight();
}

function header(): Node {
  const session = config.session!;
  return h(
    'header',
    { class: 'brand' },
    session.logo_url ? h('img', { src: session.logo_url, alt: session.company_name }) : false,
    h('h1', {}, session.headline),
  );
}

async function call<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const session = config.session!;
  const response = await fetch(`/api/widget/${encodeURIComponent(config.key)}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session: session.session, origin: session.origin, ...body }),
  });
  const answer = (await response
    .json()
    .catch(() => ({ detail: 'Something went wrong. Please try again.' }))) as T | Problem;
  if (!response.ok) {
    const problem = answer as Problem;
    const retry = response.headers.get('retry-after');
    if (response.status === 429 && retry)
      problem.detail = `${problem.detail} (try again in about ${Math.ceil(Number(retry) / 60)} min)`;
    throw problem;
  }
  return answer as T;
}

function alertBox(text: string): HTMLElement {
  return h('p', { class: 'alert', role: 'alert' }, text);
}

/** A busy button while a call runs; its form's alert shows what went wrong. */
async function busy(form: HTMLFormElement, work: () => Promise<void>): Promise<void> {
  const button = form.querySelector('button[type=submit]') as HTMLButtonElement;
  const label = button.textContent;
  button.disabled = true;
  button.textContent = 'One moment…';
  form.querySelector('.alert')?.remove();
  try {
    await work();
  } catch (error) {
    const problem = error as Problem;
    let marked = 0;
    for (const issue of problem.errors ?? []) {
      const field = form.querySelector<HTMLInputElement>(`[name="${issue.path}"]`);
      const note = field && form.querySelector(`#${field.id}-error`);
      if (field && note) {
        field.setAttribute('aria-invalid', 'true');
        note.textContent = issue.message;
        marked += 1;
      }
    }
    form.prepend(
      alertBox(
        marked
          ? 'Please check the fields marked below.'
          : (problem.detail ?? 'Something went wrong. Please try again.'),
      ),
    );
    postHeight();
  } finally {
    if (button.isConnected) {
      button.disabled = false;
      button.textContent = label;
    }
  }
}

function field(name: string, label: string, attrs: Record<string, string | boolean> = {}): HTMLElement {
  const id = `field-${name}`;
  return h(
    'div',
    { class: 'field' },
    h('label', { for: id }, label),
    h('input', { id, name, 'aria-describedby': `${id}-error`, ...attrs }),
    h('p', { id: `${id}-error`, class: 'field-error' }),
  );
}

/** The honeypot: invisible to people and screen readers, filled in by form-filling bots. */
function honeypot(): HTMLElement {
  return h(
    'div',
    { class: 'trap', 'aria-hidden': 'true' },
    h('label', { for: 'field-website' }, 'Website'),
    h('input', { id: 'field-website', name: 'website', tabindex: '-1', autocomplete: 'off' }),
  );
}

function valueOf(form: HTMLFormElement, name: string): string {
  return (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? '';
}

function addressStep(prefill = config.prefill.address): void {
  const form = h(
    'form',
    { novalidate: true },
    field('address', 'Your home’s address', {
      autocomplete: 'street-address',
      required: true,
      value: prefill,
      placeholder: '123 Main St, City, ST',
    }),
    honeypot(),
    h('button', { type: 'submit', class: 'primary' }, 'See my roof price'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const address = valueOf(form, 'address');
    if (address.length < 5) {
      const input = form.querySelector('#field-address')!;
      input.setAttribute('aria-invalid', 'true');
      form.querySelector('#field-address-error')!.textContent = 'Enter your street address, city and state.';
      (input as HTMLInputElement).focus();
      return;
    }
    void busy(form, async () => {
      const quote = await call<Quote>('quotes', { address, website: valueOf(form, 'website') });
      if (!quote.found || !quote.roof)
        contactStep(quote.lead_id, null, quote.message, {
          address,
          outside: quote.outside_country,
        });
      else confirmStep(quote);
    });
  });
  show(
    header(),
    h('h2', {}, 'Where is your home?'),
    h('p', {}, 'We measure your roof from satellite imagery in seconds.'),
    form,
  );
}

/** The measured roof planes, scaled to fit a square, north up. */
function roofDrawing(roof: Roof): SVGElement {
  const points = roof.outlines.flat();
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const size = Math.max(maxX - minX, maxY - minY, 1);
  const svg = document.createElementNS(SVG, 'svg');
  // Centred both ways in the square (a wide roof would otherwise sit at its top).
  const [centreX, centreY] = [(minX + maxX) / 2, (minY + maxY) / 2];
  svg.setAttribute(
    'viewBox',
    `${centreX - size * 0.55} ${-centreY - size * 0.55} ${size * 1.1} ${size * 1.1}`,
  );
  svg.setAttribute('class', 'roof');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `Outline of the roof we measured: ${roof.outlines.length} roof planes`);
  for (const outline of roof.outlines) {
    const polygon = document.createElementNS(SVG, 'polygon');
    polygon.setAttribute('points', outline.map(([x, y]) => `${x},${-y}`).join(' '));
    svg.append(polygon);
  }
  return svg;
}

function confirmStep(quote: Quote): void {
  const roof = quote.roof!;
  const sure = quote.confidence === 'high';
  const yes = h('button', { type: 'button', class: 'primary' }, 'Yes, this is my home');
  const no = h(
    'button',
    { type: 'button', class: 'secondary', onclick: () => addressStep(quote.address) },
    'No, change the address',
  );
  const status = h('div', {});
  yes.addEventListener('click', () => {
    yes.disabled = true;
    status.replaceChildren();
    call<Prices>(`quotes/${quote.lead_id}/confirm`, {})
      .then((prices) =>
        prices.options.length ? pricesStep(prices) : contactStep(quote.lead_id, null, prices.message),
      )
      .catch((problem: Problem) => {
        yes.disabled = false;
        status.replaceChildren(alertBox(problem.detail));
      });
  });
  show(
    header(),
    h('h2', {}, 'Is this your home?'),
    h('p', { class: 'address' }, quote.address),
    roofDrawing(roof),
    h(
      'p',
      {},
      `${roof.squares.toLocaleString('en-US', { maximumFractionDigits: 1 })} roofing squares, mostly ${roof.pitch} pitch.`,
    ),
    h(
      'p',
      { class: sure ? 'confidence high' : 'confidence low' },
      sure
        ? 'Match confidence: high. The address points to this roof.'
        : 'Match confidence: low. We are not sure this is the right building, so we will confirm it before giving a price.',
    ),
    status,
    h('div', { class: 'actions' }, yes, no),
  );
}

function priceText(option: PriceOption, display: Prices['price_display']): string {
  return display === 'from'
    ? `From ${dollars(option.low_cents)}`
    : `${dollars(option.low_cents)} – ${dollars(option.high_cents)}`;
}

function pricesStep(prices: Prices): void {
  let chosen: string | null = null;
  const cards = prices.options.map((option) => {
    const card = h(
      'button',
      { type: 'button', class: 'option', 'aria-pressed': 'false' },
      h('span', { class: 'tier' }, option.tier),
      h('strong', {}, option.name),
      h('span', { class: 'price' }, priceText(option, prices.price_display)),
      option.warranty ? h('span', { class: 'small' }, option.warranty) : false,
      option.as_low_as
        ? h(
            'span',
            { class: 'monthly' },
            `or as low as ${dollars(option.as_low_as.monthly_payment_cents)}/mo*`,
          )
        : false,
    );
    card.addEventListener('click', () => {
      chosen = option.id;
      for (const other of root.querySelectorAll('.option'))
        other.setAttribute('aria-pressed', String(other === card));
    });
    return card;
  });
  const disclosures = prices.options
    .filter((option) => option.as_low_as)
    .map((option) => h('p', { class: 'small' }, `* ${option.name}: ${option.as_low_as!.disclosure}`));
  show(
    header(),
    h('h2', {}, 'Your roof price'),
    h('p', {}, 'Choose an option to see it in your quote. Final price after a free inspection.'),
    h('div', { class: 'options', role: 'group', 'aria-label': 'Price options' }, ...cards),
    ...disclosures,
    h(
      'div',
      { class: 'actions' },
      h(
        'button',
        { type: 'button', class: 'primary', onclick: () => contactStep(prices.lead_id, chosen, null) },
        'Get my exact quote',
      ),
    ),
  );
}

/**
 * The contact form; after an address that was not found or is abroad (`retry`), with the reason, a
 * way back to the address, and a heading that promises no quote.
 */
function contactStep(
  leadId: string,
  optionId: string | null,
  message: string | null,
  retry?: { address: string; outside: boolean },
): void {
  const session = config.session!;
  const form = h(
    'form',
    { novalidate: true },
    field('name', 'Your name', { autocomplete: 'name', required: true, value: config.prefill.name }),
    field('email', 'Email', { type: 'email', autocomplete: 'email', required: true }),
    field('phone', 'Phone', { type: 'tel', autocomplete: 'tel', required: true }),
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'field-preferred_contact' }, 'How should we contact you?'),
      h(
        'select',
        { id: 'field-preferred_contact', name: 'preferred_contact' },
        h('option', { value: 'phone' }, 'Phone call'),
        h('option', { value: 'text' }, 'Text message'),
        h('option', { value: 'email' }, 'Email'),
      ),
    ),
    h(
      'div',
      { class: 'consent' },
      h('input', {
        type: 'checkbox',
        id: 'field-consent',
        name: 'consent',
        'aria-describedby': 'field-consent-error',
      }),
      h('label', { for: 'field-consent' }, session.consent_text),
      h('p', { id: 'field-consent-error', class: 'field-error' }),
    ),
    honeypot(),
    h('button', { type: 'submit', class: 'primary' }, 'Send my quote request'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    for (const note of form.querySelectorAll('.field-error')) note.textContent = '';
    for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
    const consent = (form.elements.namedItem('consent') as HTMLInputElement).checked;
    void busy(form, async () => {
      const answer = await call<{ message: string }>(`quotes/${leadId}/contact`, {
        name: valueOf(form, 'name'),
        email: valueOf(form, 'email'),
        phone: valueOf(form, 'phone'),
        preferred_contact: valueOf(form, 'preferred_contact'),
        consent,
        option_id: optionId,
        page_url: config.page ?? session.origin,
        website: valueOf(form, 'website'),
      });
      show(header(), h('h2', {}, 'Thank you'), h('p', {}, answer.message));
    });
  });
  show(
    header(),
    h('h2', {}, retry?.outside ? 'Leave your details' : 'Where should we send your quote?'),
    message ? h('p', { class: retry?.outside ? 'note outside' : 'note' }, message) : false,
    retry
      ? h(
          'button',
          { type: 'button', class: 'link', onclick: () => addressStep(retry.address) },
          'Change the address',
        )
      : false,
    form,
  );
}

if (config.session?.brand_colour)
  document.documentElement.style.setProperty('--brand', config.session.brand_colour);
if (!config.session)
  show(
    h('h2', {}, 'Quote tool not available'),
    h('p', { class: 'alert', role: 'alert' }, config.error ?? 'This quote tool is not available.'),
  );
else addressStep();
