// The embed loader (docs/product.md#widget): `<script src="https://<ridgeline>/widget.js" data-key="wk_…" async>`.
// Places the sandboxed quote iframe, served from Ridgeline's origin, inline after the tag (or in
// `data-target`) or behind a floating button (`data-mode="button"`), and sizes it from the iframe's
// height messages, accepted only from that origin and that frame. Plain DOM, no dependencies: it
// runs on a contractor's page and must cost that page next to nothing.

import { DEFAULT_BRAND_COLOUR } from '@shared/kernel/brand-colour.js';

interface HeightMessage {
  type: string;
  height: number;
}

const MESSAGE_HEIGHT = 'ridgeline-widget:height';
const MESSAGE_OPEN = 'ridgeline-widget:open';
/** The frame's Escape key: keys pressed inside the iframe never reach the host page's listeners. */
const MESSAGE_CLOSE = 'ridgeline-widget:close';
/** If the loaded iframe has not said its height by then, the host page says why it is empty. */
const SILENCE_MS = 4_000;

function isHeightMessage(data: unknown): data is HeightMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as HeightMessage).type === MESSAGE_HEIGHT &&
    typeof (data as HeightMessage).height === 'number'
  );
}

/** The deep link's value: `?address=12+Oak+St` and `?address=12%20Oak%20St` read alike. */
function param(name: string): string {
  return new URLSearchParams(location.search).get(name)?.trim() ?? '';
}

function start(script: HTMLScriptElement): void {
  const key = script.dataset.key ?? '';
  const base = new URL(script.src).origin;
  const query = new URLSearchParams({ origin: location.origin, page: location.href.slice(0, 2000) });
  const address = param('address');
  const name = param('name');
  if (address) query.set('address', address);
  if (name) query.set('name', name);

  const frame = document.createElement('iframe');
  frame.src = `${base}/api/widget/${encodeURIComponent(key)}/frame?${query.toString()}`;
  frame.title = script.dataset.title ?? 'Instant roof quote';
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
  frame.setAttribute('loading', 'lazy');
  frame.style.cssText = 'display:block;width:100%;max-width:640px;height:420px;border:0;color-scheme:normal';

  let heard = false;
  let close: (() => void) | undefined;
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== base || event.source !== frame.contentWindow) return;
    if ((event.data as { type?: unknown } | null)?.type === MESSAGE_CLOSE) close?.();
    if (!isHeightMessage(event.data)) return;
    heard = true;
    frame.style.height = `${Math.min(Math.max(Math.ceil(event.data.height), 120), 4000)}px`;
  });

  const notice = document.createElement('p');
  notice.setAttribute('role', 'status');
  notice.style.cssText = 'font:14px/1.4 system-ui,sans-serif;color:#7a271a;margin:8px 0';
  const complain = () => {
    if (heard || notice.isConnected) return;
    notice.textContent = `The instant quote tool could not load here. If this is your website, check that ${location.origin} is listed under Settings → Website quote in Ridgeline.`;
    frame.after(notice);
  };
  // A frame the browser refused (a website missing from the list) still fires `load`, then says nothing.
  frame.addEventListener('load', () => setTimeout(complain, SILENCE_MS));

  if (script.dataset.mode === 'button') {
    const button = document.createElement('button');
    const label = script.dataset.label ?? 'Get an instant roof quote';
    button.type = 'button';
    button.textContent = label;
    button.setAttribute('aria-expanded', 'false');
    const colour = script.dataset.colour ?? DEFAULT_BRAND_COLOUR;
    button.style.cssText = `position:fixed;right:16px;bottom:16px;z-index:2147483646;padding:12px 18px;border:0;border-radius:999px;background:${colour};color:#fff;font:600 15px system-ui,sans-serif;box-shadow:0 4px 14px rgba(0,0,0,.25);cursor:pointer`;
    const panel = document.createElement('div');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', frame.title);
    panel.hidden = true;
    panel.style.cssText =
      'position:fixed;right:16px;bottom:72px;z-index:2147483647;width:min(420px,calc(100vw - 32px));max-height:calc(100vh - 96px);overflow:auto;background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.3)';
    panel.append(frame);
    const toggle = (open: boolean) => {
      panel.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
      // Open, the same button closes the panel, and says so.
      button.textContent = open ? 'Close the quote' : label;
      if (open) {
        frame.contentWindow?.postMessage({ type: MESSAGE_OPEN }, base);
        frame.focus();
      } else button.focus();
    };
    button.addEventListener('click', () => toggle(panel.hidden));
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') toggle(false);
    });
    close = () => {
      if (!panel.hidden) toggle(false);
    };
    document.body.append(panel, button);
    return;
  }
  const target = script.dataset.target ? document.querySelector(script.dataset.target) : null;
  if (target) target.append(frame);
  else script.after(frame);
}

// Read while the script runs: `document.currentScript` is null once it has finished.
const current = document.currentScript;
if (current instanceof HTMLScriptElement) {
  const script = current;
  if (document.body) start(script);
  else document.addEventListener('DOMContentLoaded', () => start(script));
}
