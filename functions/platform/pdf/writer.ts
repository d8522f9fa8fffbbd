import {
  PDFDocument,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { brandColourReadable, hexChannels } from '@shared/kernel/brand-colour.js';
import type { DocumentLogo } from '@shared/kernel/image-type.js';
import { loadForUpdate } from './incremental-update.js';

// A small flowing-layout helper over pdf-lib: US Letter pages, wrapped text, tables that repeat
// their header across page breaks, and footers drawn once the page count is known. Only the 14
// standard fonts are used, so rendering never fetches or embeds a font file.

/** US Letter in points, and the margins every document uses. */
export const PAGE = { width: 612, height: 792, margin: 48, footer: 40 } as const;
/** The width between the margins. */
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** The palette of our documents (brand navy, roofing orange, slate greys). */
// Built by a pure-annotated call: module-level `rgb()` calls would keep all of pdf-lib in bundles
// that import a PDF module without rendering (tree shaking cannot tell a call is side-effect free).
export const COLORS = /* @__PURE__ */ palette();

function palette() {
  return {
    navy: rgb(11 / 255, 27 / 255, 51 / 255),
    navySoft: rgb(227 / 255, 233 / 255, 243 / 255),
    accent: rgb(249 / 255, 115 / 255, 22 / 255),
    accentSoft: rgb(1, 237 / 255, 213 / 255),
    text: rgb(15 / 255, 23 / 255, 42 / 255),
    muted: rgb(100 / 255, 116 / 255, 139 / 255),
    line: rgb(203 / 255, 213 / 255, 225 / 255),
    zebra: rgb(248 / 255, 250 / 255, 252 / 255),
    white: rgb(1, 1, 1),
    green: rgb(21 / 255, 128 / 255, 61 / 255),
  } as const;
}

/** Metadata of a new document. */
export interface DocumentMeta {
  title: string;
  author: string;
  subject: string;
  /** Fixed dates keep a re-render byte-comparable. */
  createdAt: Date;
}

/** One table column. */
export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** Options of a run of text. */
export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
  x?: number;
  width?: number;
  lineGap?: number;
  align?: 'left' | 'right' | 'center';
}

const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '✓': 'x',
  '≈': '~',
  '≤': '<=',
  '≥': '>=',
  '\t': ' ',
};

/** Fonts and the set of characters they can encode (WinAnsi). */
export class Fonts {
  private readonly supported: Set<number>;

  constructor(
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.supported = new Set(regular.getCharacterSet());
  }

  /** Text the standard fonts can encode: known look-alikes substituted, anything else becomes "?". */
  safe(text: string): string {
    let out = '';
    for (const char of text.normalize('NFC')) {
      if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
      else if (char === '\n' || this.supported.has(char.codePointAt(0)!)) out += char;
      else if (char.codePointAt(0)! < 32) out += ' ';
      else out += '?';
    }
    return out;
  }
}

/** Breaks text into lines no wider than `width` (long words are split). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes pages top to bottom; `y` is the baseline cursor in PDF points (origin bottom-left). */
export class PdfWriter {
  page: PDFPage;
  y: number;
  /** Colour of rules, bars and the document title: ours, or the company's brand colour. */
  accent: RGB = COLORS.accent;
  /** Colour of section headings: navy, or the brand colour when it reads well on white. */
  headingColor: RGB = COLORS.navy;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    page?: PDFPage,
  ) {
    this.page = page ?? this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** A new document with its metadata and the two Helvetica faces. */
  static async create(meta: DocumentMeta): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setSubject(meta.subject);
    doc.setCreator('Ridgeline');
    doc.setProducer('Ridgeline (pdf-lib)');
    doc.setCreationDate(meta.createdAt);
    doc.setModificationDate(meta.createdAt);
    const fonts = new Fonts(
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
    return new PdfWriter(doc, fonts);
  }

  /**
   * Opens an existing PDF to append to (a new page is added at the end); `modifiedAt` becomes its
   * modification date.
   */
  static async open(bytes: Uint8Array, modifiedAt: Date): Promise<PdfWriter> {
    const doc = await PDFDocument.load(bytes);
    doc.setModificationDate(modifiedAt);
    const fonts = new Fonts(
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
    return new PdfWriter(doc, fonts);
  }

  /**
   * Opens an existing PDF to draw on its own pages (no page added; `page` is its last), metadata
   * untouched but for `modifiedAt`, as `loadForUpdate` loads it for an incremental update.
   */
  static async edit(bytes: Uint8Array, modifiedAt: Date): Promise<PdfWriter> {
    const doc = await loadForUpdate(bytes);
    doc.setModificationDate(modifiedAt);
    const fonts = new Fonts(
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
    const pages = doc.getPages();
    return new PdfWriter(doc, fonts, pages[pages.length - 1]);
  }

  /** The lowest baseline content may use on a page (above the footer). */
  get bottom(): number {
    return PAGE.margin + PAGE.footer - 16;
  }

  /** Starts a new page. */
  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  /** Moves the cursor down. */
  space(height: number): void {
    this.y -= height;
  }

  /** The regular or bold face. */
  font(bold = false): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  /** Width of text in a face and size. */
  width(text: string, size: number, bold = false): number {
    return this.font(bold).widthOfTextAtSize(this.fonts.safe(text), size);
  }

  /** Draws one line at a fixed position (no wrapping, no cursor move). */
  drawAt(
    text: string,
    x: number,
    y: number,
    options: Omit<TextOptions, 'x' | 'width' | 'lineGap'> & { page?: PDFPage; maxWidth?: number } = {},
  ): void {
    const size = options.size ?? 10;
    const font = this.font(options.bold);
    let safe = this.fonts.safe(text);
    if (options.maxWidth !== undefined) {
      while (safe.length > 1 && font.widthOfTextAtSize(safe, size) > options.maxWidth)
        safe = `${safe.slice(0, -2)}…`;
    }
    const textWidth = font.widthOfTextAtSize(safe, size);
    const left =
      options.align === 'right' ? x - textWidth : options.align === 'center' ? x - textWidth / 2 : x;
    (options.page ?? this.page).drawText(safe, {
      x: left,
      y,
      size,
      font,
      color: options.color ?? COLORS.text,
    });
  }

  /** Wrapped text at the cursor, breaking pages between lines; returns the lines drawn. */
  text(text: string, options: TextOptions = {}): number {
    const size = options.size ?? 10;
    const font = this.font(options.bold);
    const x = options.x ?? PAGE.margin;
    const width = options.width ?? CONTENT_WIDTH;
    const lineHeight = size * 1.3 + (options.lineGap ?? 0);
    const lines = wrapText(this.fonts.safe(text), font, size, width);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      const anchor = options.align === 'right' ? x + width : options.align === 'center' ? x + width / 2 : x;
      this.drawAt(line, anchor, this.y, {
        size,
        bold: options.bold,
        color: options.color,
        align: options.align,
      });
    }
    return lines.length;
  }

  /** Height wrapped text would take. */
  measure(text: string, size: number, width: number, bold = false): number {
    return wrapText(this.fonts.safe(text), this.font(bold), size, width).length * size * 1.3;
  }

  /** Tints the title, rules and (when readable) the headings with a `#rrggbb` brand colour; null keeps ours. */
  useBrandColour(hex: string | null): void {
    const channels = hexChannels(hex);
    if (!channels) return;
    this.accent = rgb(...channels);
    if (brandColourReadable(hex)) this.headingColor = this.accent;
  }

  /** A section heading with an accent rule; keeps `keepWith` points of what follows on the same page. */
  heading(title: string, keepWith = 60): void {
    this.ensure(34 + keepWith);
    this.y -= 22;
    this.drawAt(title, PAGE.margin, this.y, { size: 13, bold: true, color: this.headingColor });
    this.page.drawRectangle({ x: PAGE.margin, y: this.y - 6, width: 28, height: 2, color: this.accent });
    this.y -= 12;
  }

  /** A horizontal rule across the content width. */
  rule(color: RGB = COLORS.line): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.75,
      color,
    });
  }

  /**
   * A table with a shaded header row, zebra rows and right-aligned numbers; long cells wrap, and the
   * header repeats on each page the table runs onto. `highlight` tints rows (e.g. the suggested waste).
   */
  table(
    columns: Column[],
    rows: string[][],
    options: {
      highlight?: (index: number) => boolean;
      boldRows?: (index: number) => boolean;
      size?: number;
    } = {},
  ): void {
    const size = options.size ?? 9.5;
    const lineHeight = size * 1.25;
    const padding = 9;
    const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);
    const headerHeight = size + padding;
    const drawHeader = () => {
      this.page.drawRectangle({
        x: PAGE.margin,
        y: this.y - headerHeight,
        width: totalWidth,
        height: headerHeight,
        color: COLORS.navy,
      });
      let x = PAGE.margin;
      for (const column of columns) {
        const anchor = column.align === 'right' ? x + column.width - 6 : x + 6;
        this.drawAt(column.header, anchor, this.y - headerHeight + 6, {
          size,
          bold: true,
          color: COLORS.white,
          align: column.align,
          maxWidth: column.width - 10,
        });
        x += column.width;
      }
      this.y -= headerHeight;
    };
    this.ensure(headerHeight * Math.min(rows.length + 1, 4));
    drawHeader();
    rows.forEach((row, index) => {
      const bold = options.boldRows?.(index) ?? false;
      const cells = row.map((cell, cellIndex) =>
        wrapText(this.fonts.safe(cell), this.font(bold), size, columns[cellIndex].width - 12),
      );
      const rowHeight =
        Math.max(...cells.map((lines) => lines.length)) * lineHeight + padding - (lineHeight - size);
      if (this.y - rowHeight < this.bottom) {
        this.newPage();
        drawHeader();
      }
      const tint = options.highlight?.(index)
        ? COLORS.accentSoft
        : index % 2 === 1
          ? COLORS.zebra
          : undefined;
      if (tint)
        this.page.drawRectangle({
          x: PAGE.margin,
          y: this.y - rowHeight,
          width: totalWidth,
          height: rowHeight,
          color: tint,
        });
      let x = PAGE.margin;
      cells.forEach((lines, cellIndex) => {
        const column = columns[cellIndex];
        const anchor = column.align === 'right' ? x + column.width - 6 : x + 6;
        lines.forEach((line, lineIndex) =>
          this.drawAt(line, anchor, this.y - 6 - size * 0.8 - lineIndex * lineHeight, {
            size,
            bold,
            align: column.align,
          }),
        );
        x += column.width;
      });
      this.y -= rowHeight;
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y },
        end: { x: PAGE.margin + totalWidth, y: this.y },
        thickness: 0.4,
        color: COLORS.line,
      });
    });
  }

  /** A row of labelled figures in boxes (e.g. area, squares, pitch). */
  figures(items: { label: string; value: string }[], perRow = items.length): void {
    const gap = 8;
    const width = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
    const height = 46;
    for (let start = 0; start < items.length; start += perRow) {
      this.ensure(height + 8);
      items.slice(start, start + perRow).forEach((item, index) => {
        const x = PAGE.margin + index * (width + gap);
        this.page.drawRectangle({ x, y: this.y - height, width, height, color: COLORS.navySoft });
        this.drawAt(item.label.toUpperCase(), x + 8, this.y - 15, {
          size: 7,
          bold: true,
          color: COLORS.muted,
          maxWidth: width - 16,
        });
        this.drawAt(item.value, x + 8, this.y - 35, {
          size: 13,
          bold: true,
          color: COLORS.navy,
          maxWidth: width - 16,
        });
      });
      this.y -= height + gap;
    }
  }

  /** Embeds a logo (PNG or JPEG); null when its bytes cannot be read (the document still renders). */
  async embedLogo(logo: DocumentLogo | null): Promise<PDFImage | null> {
    if (!logo) return null;
    try {
      return logo.type === 'png' ? await this.doc.embedPng(logo.bytes) : await this.doc.embedJpg(logo.bytes);
    } catch {
      return null;
    }
  }

  /** Draws footer lines and "Page i of n" on every page, then serialises the document. */
  async finish(footer: string[]): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      page.drawLine({
        start: { x: PAGE.margin, y: PAGE.margin + 6 },
        end: { x: PAGE.width - PAGE.margin, y: PAGE.margin + 6 },
        thickness: 0.5,
        color: COLORS.line,
      });
      footer.forEach((line, lineIndex) => {
        this.drawAt(line, PAGE.margin, PAGE.margin - 6 - lineIndex * 10, {
          page,
          size: 7.5,
          color: COLORS.muted,
          maxWidth: CONTENT_WIDTH - 70,
        });
      });
      this.drawAt(`Page ${index + 1} of ${pages.length}`, PAGE.width - PAGE.margin, PAGE.margin - 6, {
        page,
        size: 7.5,
        color: COLORS.muted,
        align: 'right',
      });
    });
    return this.doc.save();
  }
}
