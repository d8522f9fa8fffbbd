import { useEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * Starts an island on its own root: hydrates its prerendered markup (or renders it, when the island
 * prerenders no element, like a dialog that is closed). Resolves once React has committed it and its effects ran.
 */
export function mountIsland(
  node: HTMLElement,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props come from the page's JSON
  Component: ComponentType<any>,
  props: Record<string, unknown>,
): Promise<void> {
  return new Promise((resolve) => {
    const tree = (
      <>
        <Component {...props} />
        <Ready onReady={resolve} />
      </>
    );
    // Markup without an element (nothing, or only Suspense's comments) has nothing to adopt.
    if (node.firstElementChild) hydrateRoot(node, tree);
    else createRoot(node).render(tree);
  });
}
