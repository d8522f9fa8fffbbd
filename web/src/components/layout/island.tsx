import type { ReactNode } from 'react';

/**
 * When a prerendered page's island loads its code (web/src/public/entry.ts):
 * - `visible`: as it scrolls into view, or on the first interaction inside it;
 * - `interaction`: on the first focus, pointer, key or input event inside it (a click that started
 *   the load is replayed once it is live);
 * - `stored:<key>`: at once when localStorage holds `key` (the markup must show the stored choice),
 *   otherwise on interaction;
 * - `delay:<ms>`: that long after navigation, or on interaction;
 * - `event:<name>`: when `name` is dispatched on `document` (its `detail` becomes the `initialEvent` prop).
 */
export type IslandLoad =
  'visible' | 'interaction' | `stored:${string}` | `delay:${number}` | `event:${string}`;

/** What a server-side render collects: each island's element, to render on its own root. */
export type IslandCollector = (element: ReactNode) => number;

let collect: IslandCollector | null = null;

/**
 * Set by the build-time renderer (entry-server): islands then render an empty placeholder, filled
 * with the island rendered on its own, so the markup matches what the island's own root hydrates
 * (React's ids depend on the position in the tree).
 */
export function setIslandCollector(collector: IslandCollector | null): void {
  collect = collector;
}

/** Attribute that names an island's placeholder slot in the build-time render. */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';

/**
 * A part of a public page that needs code. In the SPA it simply renders `children`. In a prerendered
 * page it is static HTML that the public entry hydrates on its own root when `load` says so, with the
 * island of the same `name` (web/src/public/islands.ts) and `props` (JSON), which must render the
 * same markup as `children`.
 */
export function Island({
  name,
  load,
  props,
  children,
}: {
  name: string;
  load: IslandLoad;
  props?: Record<string, unknown>;
  children: ReactNode;
}) {
  const attributes = {
    'data-island': name,
    'data-load': load,
    'data-props': props ? JSON.stringify(props) : undefined,
    // The wrapper must not change the layout of what it wraps.
    style: { display: 'contents' },
  };
  if (collect) return <div {...attributes} {...{ [ISLAND_SLOT_ATTRIBUTE]: collect(children) }} />;
  return <div {...attributes}>{children}</div>;
}
