/** `prefix-n` with the smallest n from `count + 1` that no item uses yet (ids stay unique and hidden). */
export function freshId(prefix: string, taken: readonly { id: string }[]): string {
  const used = new Set(taken.map((item) => item.id));
  let n = taken.length + 1;
  while (used.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}
