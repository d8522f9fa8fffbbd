import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { escapeHtml } from '@shared/kernel/html.js';
import { frameAncestorsPolicy } from '@shared/widget/widget.js';
import type { WidgetSession } from '@shared/widget/schemas/widget.js';
import { HttpError } from '../../platform/errors.js';
import { HtmlReply } from '../../platform/respond.js';
import {
  appOrigin,
  availableWidget,
  mayEmbed,
  NOT_AVAILABLE,
  notListedMessage,
  startVisit,
} from './quote-service.js';

// The iframe page (docs/product.md#widget): a small HTML document from our origin whose script is the
// widget's own bundle (/widget/frame.js, not the SPA). Its `frame-ancestors` names the account's
// websites, so a browser shows it only there; on any other website, and for an unknown key, it shows
// a message instead of failing silently (those message pages may be framed anywhere: they hold nothing).

/** What the iframe's script reads from the page. */
export interface FrameConfig {
  key: string;
  /** The website the page is framed by (the only origin it posts to and accepts messages from). */
  origin: string | null;
  session: WidgetSession | null;
  /** Shown instead of the quote form (unknown key, unlisted website, over the limits). */
  error: string | null;
  prefill: { address: string; name: string };
  /** The host page's address (for the consent record). */
  page: string | null;
}

/** The origin of a URL, or null. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The website framing the page: the browser's `Referer` (the framing page; its origin at least under
 * the default referrer policy) when it sent one, else what the loader passed.
 */
export function framingOrigin(event: APIGatewayProxyEventV2, passed: string | undefined): string | null {
  return originOf(event.headers?.referer ?? event.headers?.Referer) ?? originOf(passed);
}

/** JSON safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function page(config: FrameConfig, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/widget/frame.css">
</head>
<body>
<main id="ridgeline-widget" aria-live="polite"></main>
<script type="application/json" id="widget-config">${scriptJson(config)}</script>
<script type="module" src="/widget/frame.js"></script>
</body>
</html>
`;
}

/** The page's own CSP: only our script and styles, calls to our API, framed by `ancestors` only. */
function policy(ancestors: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // The contractor's logo: a presigned link to our bucket, whose host differs per deployment.
    'img-src https: data: http://localhost:* http://127.0.0.1:*',
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    ancestors,
  ].join('; ');
}

/** GET /api/widget/{key}/frame: the page for this key framed by this website, or the message why not. */
export async function framePage(
  key: string,
  event: APIGatewayProxyEventV2,
  query: { origin?: string; address?: string; name?: string; page?: string },
  client: string,
): Promise<HtmlReply> {
  const origin = framingOrigin(event, query.origin);
  const prefill = { address: query.address ?? '', name: query.name ?? '' };
  const hostPage = query.page && originOf(query.page) === origin ? query.page : origin;
  const message = (status: number, error: string) =>
    new HtmlReply(
      status,
      page({ key, origin, session: null, error, prefill, page: hostPage }, 'Roof quote'),
      {
        'content-security-policy': policy('frame-ancestors *'),
      },
    );
  const widget = await availableWidget(key);
  if (!widget) return message(404, NOT_AVAILABLE);
  if (!origin || !mayEmbed(widget, origin)) return message(403, notListedMessage(origin ?? 'this website'));
  let session: WidgetSession;
  try {
    session = await startVisit(key, origin, client);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return message(error.statusCode, error.message);
    throw error;
  }
  return new HtmlReply(
    200,
    page({ key, origin, session, error: null, prefill, page: hostPage }, session.headline),
    {
      'content-security-policy': policy(frameAncestorsPolicy([...widget.origins, appOrigin()])),
    },
  );
}
