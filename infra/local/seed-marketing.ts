import { openCampaignWindow } from '../../shared/public-site/campaign.js';
import { operatorSignIn } from './operator-sign-in.js';
import { DEFAULT_FAQS, DEFAULT_TESTIMONIALS } from '../../shared/public-site/marketing-content.js';

async function call(
  appUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${appUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`Seeding ${what} failed: ${response.status} ${await response.text()}`);
}

/**
 * Seeds testimonials, FAQs and an open campaign window through the API as the operator. Idempotent:
 * content is added only while its list is empty, the campaign only when none is set.
 */
export async function seedMarketing(
  appUrl: string,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const token = await operatorSignIn(appUrl);

  const testimonials = (await (await call(appUrl, 'GET', '/api/testimonials?limit=1')).json()) as unknown[];
  if (testimonials.length === 0) {
    for (const testimonial of DEFAULT_TESTIMONIALS)
      await expectOk(await call(appUrl, 'POST', '/api/testimonials', token, testimonial), 'a testimonial');
    log(`seeded ${DEFAULT_TESTIMONIALS.length} testimonials`);
  }
  const existingFaqs = (await (await call(appUrl, 'GET', '/api/faqs')).json()) as unknown[];
  if (existingFaqs.length === 0) {
    for (const faq of DEFAULT_FAQS)
      await expectOk(await call(appUrl, 'POST', '/api/faqs', token, faq), 'a FAQ');
    log(`seeded ${DEFAULT_FAQS.length} FAQs`);
  }
  if ((await call(appUrl, 'GET', '/api/campaign')).status === 404) {
    await expectOk(
      await call(appUrl, 'PUT', '/api/campaign', token, { ...openCampaignWindow(new Date()), version: 0 }),
      'the campaign',
    );
    log('seeded an open presale and beta campaign');
  }
}
