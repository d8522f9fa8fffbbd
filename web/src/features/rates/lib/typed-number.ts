/**
 * A number field as typed: nothing typed is `undefined`, so the shared schema says the field "is
 * required"; anything else is `Number(text)`, which the schema refuses by name when it is no number.
 */
export function typedNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}
