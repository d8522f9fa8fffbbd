type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value a field had in the prerendered HTML. */
function defaultValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const option = [...field.options].find((candidate) => candidate.defaultSelected) ?? field.options[0];
    return option?.value ?? '';
  }
  return field.defaultValue;
}

/** Sets a field's value as typing would, so React (and react-hook-form) see the change. */
function enter(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * What the visitor typed, chose or ticked in `node` before its island ran: the fields go back to the
 * prerendered state (what React hydrates against) and the returned function enters the input again
 * once the island runs, as events its code handles.
 */
export function keepUserInput(node: HTMLElement): () => void {
  const replays: Array<() => void> = [];
  for (const field of node.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      field.checked = field.defaultChecked;
      replays.push(() => field.click());
      continue;
    }
    if (field instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'file'].includes(field.type))
      continue;
    const value = field.value;
    const original = defaultValue(field);
    if (value === original) continue;
    field.value = original;
    replays.push(() => enter(field, value));
  }
  return () => replays.forEach((replay) => replay());
}
