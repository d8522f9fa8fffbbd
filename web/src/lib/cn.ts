/** Joins class names, skipping falsy ones. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** `className` with the `fallback` size class in front, unless it sets a size-* of its own. */
export function withSize(fallback: string, className?: string): string {
  return cn(/(^|\s)size-/.test(className ?? '') ? undefined : fallback, className);
}
