/**
 * The company's brand colour (Settings, docs/product.md#accounts): `#rrggbb` tints the headings of documents, the
 * portal and mails. Text only takes it when it stays readable on white (WCAG 3:1, large text);
 * otherwise headings keep our navy and only the rules and bars take the colour.
 */

/** The colour a picker starts on, and the widget's, while the company has chosen none. */
export const DEFAULT_BRAND_COLOUR = '#1d4ed8';

/** A brand colour as Settings stores it. */
export const BRAND_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

/** Red, green and blue in 0–1 of a `#rrggbb` colour, or null when it is not one. */
export function hexChannels(hex: string | null | undefined): [number, number, number] | null {
  if (!hex || !BRAND_COLOUR_PATTERN.test(hex)) return null;
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
}

/** WCAG contrast ratio of a colour against white. */
export function contrastOnWhite(channels: [number, number, number]): number {
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

/** Whether heading text may be drawn in the colour (at least 3:1 on white). */
export function brandColourReadable(hex: string | null | undefined): boolean {
  const channels = hexChannels(hex);
  return channels !== null && contrastOnWhite(channels) >= 3;
}
