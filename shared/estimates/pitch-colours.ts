// One colour per roof pitch, shared by the contractor's roof diagram, the homeowner's roof plan and
// the PDF diagram, so a pitch has the same colour on every screen and page.

/** Fill colours (hex) in the order of the pitch table, most common pitch first. */
export const PITCH_PALETTE = [
  '#c5d1e4',
  '#fed7aa',
  '#bbf7d0',
  '#ddd6fe',
  '#fecaca',
  '#a5f3fc',
  '#fde68a',
  '#e2e8f0',
] as const;

/** The colour of each pitch of a pitch table (rows most common first); the palette repeats past its end. */
export function pitchColours(rows: readonly { pitch: number }[]): Map<number, string> {
  return new Map(rows.map((row, index) => [row.pitch, PITCH_PALETTE[index % PITCH_PALETTE.length]]));
}
