import type { Locale } from '@beast/domain/i18n/locale';

/**
 * A small PDF 1.4 writer for the demo manuals and brochures (spec §2: downloads under /files).
 * Text is set in the standard Helvetica fonts with WinAnsiEncoding, so no font is embedded and
 * French and German accents (é, è, à, ç, ü, ö, ä, ’) print correctly. A document is a cover, a page of
 * contents with page numbers, then its sections; a section may open a new page, like a chapter.
 * Written by hand rather than with a PDF library: uncompressed, it stays readable in tests and renders
 * the 60 demo documents in well under a second at first start.
 */

export interface PdfSection {
  heading: string;
  /** Starts the section on a new page (a chapter). */
  newPage?: boolean;
  /**
   * Paragraphs. A line starting with "• " is a bullet; a line holding a tab is a two-column
   * table row (label, value).
   */
  lines: string[];
}

export interface PdfInput {
  title: string;
  subtitle: string;
  sections: PdfSection[];
  locale: Locale;
  /** The contents page's heading, in the document's language. */
  contentsHeading: string;
  /** Short lines printed on the cover under the title band. */
  coverLines: string[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_SIZE = 10.5;
const LEADING = 15;
const HEADING_SIZE = 14;
const TABLE_LABEL_WIDTH = 170;
const BULLET_INDENT = 14;
const FOOTER_Y = 40;
const BOTTOM_LIMIT = 70;

/** Brand colours (BRAND.md) as PDF RGB operands. */
const COLOUR = {
  ink: '0.067 0.078 0.094',
  accent: '0.122 0.478 0.302',
  accentStrong: '0.082 0.341 0.227',
  muted: '0.38 0.4 0.42',
  line: '0.851 0.863 0.839',
  signal: '0.894 0.341 0.18',
  white: '1 1 1',
} as const;
type Colour = keyof typeof COLOUR;

/** Characters of WinAnsiEncoding (cp1252) outside Latin-1, by Unicode code point. */
const WIN_ANSI_EXTRA: Record<number, number> = {
  8364: 0x80,
  8218: 0x82,
  402: 0x83,
  8222: 0x84,
  8230: 0x85,
  8224: 0x86,
  8225: 0x87,
  710: 0x88,
  8240: 0x89,
  352: 0x8a,
  8249: 0x8b,
  338: 0x8c,
  381: 0x8e,
  8216: 0x91,
  8217: 0x92,
  8220: 0x93,
  8221: 0x94,
  8226: 0x95,
  8211: 0x96,
  8212: 0x97,
  732: 0x98,
  8482: 0x99,
  353: 0x9a,
  8250: 0x9b,
  339: 0x9c,
  382: 0x9e,
  376: 0x9f,
  // Narrow and thin spaces of Swiss number formatting print as a non-breaking space.
  8239: 0xa0,
  8201: 0xa0,
  8722: 0x2d,
};

/** Maps text to WinAnsi bytes, one character per byte (a "binary string"); unknown characters become "?". */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const mapped =
      (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? code : (WIN_ANSI_EXTRA[code] ?? 0x3f);
    out += String.fromCharCode(mapped);
  }
  return out;
}

/** Helvetica advance widths (1/1000 em) for ASCII 32–126, from the standard AFM metrics. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
/** Helvetica-Bold is about 7 % wider on average; the estimate errs on the safe side for wrapping. */
const BOLD_FACTOR = 1.08;

type Font = 'F1' | 'F2';

function charWidth(char: string): number {
  const base = char.normalize('NFD')[0] ?? char;
  const code = base.charCodeAt(0);
  if (code >= 32 && code <= 126) return HELVETICA_WIDTHS[code - 32] ?? 556;
  if (char === '’' || char === '‘') return 222;
  if (char === '•') return 350;
  if (char === '–') return 556;
  if (char === '—') return 1000;
  return 556;
}

export function textWidth(text: string, size: number, font: Font = 'F1'): number {
  let total = 0;
  for (const char of text) total += charWidth(char);
  return (total * size * (font === 'F2' ? BOLD_FACTOR : 1)) / 1000;
}

/** Greedy word wrap; a word longer than the line is cut. */
export function wrapText(text: string, width: number, size: number, font: Font = 'F1'): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, size, font) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (textWidth(rest, size, font) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), size, font) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

function escapePdfString(binary: string): string {
  return binary.replace(/[\\()]/g, (c) => `\\${c}`);
}

interface TextOp {
  x: number;
  y: number;
  text: string;
  font: Font;
  size: number;
  colour: Colour;
}

interface PageDraft {
  ops: TextOp[];
}

/** The cover and the contents page come before the sections' pages. */
const FRONT_PAGES = 2;

/** A section's heading and the number of the page it starts on (1-based, cover included). */
export interface ContentsEntry {
  heading: string;
  page: number;
}

/** Places every line on pages, top to bottom, keeping a heading with the first lines of its section. */
function layout(input: PdfInput): { pages: PageDraft[]; contents: ContentsEntry[] } {
  const pages: PageDraft[] = [];
  const contents: ContentsEntry[] = [];
  let page: PageDraft = { ops: [] };
  const TOP = PAGE_HEIGHT - 70;
  let y = TOP;
  pages.push(page);
  const newPage = () => {
    page = { ops: [] };
    pages.push(page);
    y = TOP;
  };
  const ensure = (height: number) => {
    if (y - height < BOTTOM_LIMIT) newPage();
  };
  const put = (x: number, text: string, font: Font = 'F1', colour: Colour = 'ink', size = BODY_SIZE) => {
    page.ops.push({ x, y, text, font, size, colour });
  };

  for (const section of input.sections) {
    if (section.newPage && y < TOP) newPage();
    ensure(HEADING_SIZE + 10 + 2 * LEADING);
    contents.push({ heading: section.heading, page: pages.length + FRONT_PAGES });
    y -= 10;
    for (const headingLine of wrapText(section.heading, TEXT_WIDTH, HEADING_SIZE, 'F2')) {
      put(MARGIN, headingLine, 'F2', 'accentStrong', HEADING_SIZE);
      y -= HEADING_SIZE + 6;
    }
    for (const line of section.lines) {
      const [label, value] = line.split('\t');
      if (value !== undefined && label !== undefined) {
        const labelLines = wrapText(label, TABLE_LABEL_WIDTH - 10, BODY_SIZE, 'F2');
        const valueLines = wrapText(value, TEXT_WIDTH - TABLE_LABEL_WIDTH, BODY_SIZE);
        const rows = Math.max(labelLines.length, valueLines.length);
        ensure(rows * LEADING);
        for (let i = 0; i < rows; i++) {
          put(MARGIN, labelLines[i] ?? '', 'F2');
          put(MARGIN + TABLE_LABEL_WIDTH, valueLines[i] ?? '');
          y -= LEADING;
        }
        continue;
      }
      const bullet = line.startsWith('• ');
      const indent = bullet ? BULLET_INDENT : 0;
      const wrapped = wrapText(bullet ? line.slice(2) : line, TEXT_WIDTH - indent, BODY_SIZE);
      wrapped.forEach((text, i) => {
        ensure(LEADING);
        if (bullet && i === 0) put(MARGIN, '•', 'F1', 'accent');
        put(MARGIN + indent, text);
        y -= LEADING;
      });
      y -= 3;
    }
    y -= 8;
  }
  return { pages, contents };
}

function textOp(op: TextOp): string {
  if (!op.text) return '';
  const text = escapePdfString(toWinAnsi(op.text));
  return `BT /${op.font} ${op.size} Tf ${COLOUR[op.colour]} rg ${op.x} ${op.y.toFixed(1)} Td (${text}) Tj ET\n`;
}

/** The cover: the title on a full-width band with a line of peaks, the subtitle, then the cover lines. */
function coverContent(input: PdfInput): string {
  const bandBottom = PAGE_HEIGHT - 430;
  let out = `${COLOUR.accent} rg 0 ${bandBottom} ${PAGE_WIDTH} 430 re f\n`;
  // Alpine peaks along the bottom of the band (BRAND.md: simple alpine shapes).
  out += `${COLOUR.accentStrong} rg 0 ${bandBottom} m 140 ${bandBottom + 150} l 230 ${bandBottom + 70} l 330 ${bandBottom + 190} l 470 ${bandBottom + 40} l 540 ${bandBottom + 110} l ${PAGE_WIDTH} ${bandBottom + 60} l ${PAGE_WIDTH} ${bandBottom} l f\n`;
  out += `${COLOUR.white} rg 330 ${bandBottom + 190} m 305 ${bandBottom + 155} l 318 ${bandBottom + 160} l 330 ${bandBottom + 150} l 345 ${bandBottom + 162} l 356 ${bandBottom + 153} l f\n`;
  out += `${COLOUR.signal} rg 0 ${bandBottom - 8} ${PAGE_WIDTH} 8 re f\n`;
  const titleLines = wrapText(input.title, TEXT_WIDTH, 30, 'F2').slice(0, 3);
  titleLines.forEach((line, i) => {
    out += textOp({ x: MARGIN, y: PAGE_HEIGHT - 100 - i * 36, text: line, font: 'F2', size: 30, colour: 'white' });
  });
  wrapText(input.subtitle, TEXT_WIDTH, 14)
    .slice(0, 2)
    .forEach((line, i) => {
      const y = PAGE_HEIGHT - 112 - titleLines.length * 36 - i * 20;
      out += textOp({ x: MARGIN, y, text: line, font: 'F1', size: 14, colour: 'white' });
    });
  let y = bandBottom - 60;
  for (const line of input.coverLines) {
    for (const wrapped of wrapText(line, TEXT_WIDTH, 12)) {
      out += textOp({ x: MARGIN, y, text: wrapped, font: 'F1', size: 12, colour: 'ink' });
      y -= 18;
    }
    y -= 6;
  }
  return out;
}

/** The contents: each section's heading with a dotted leader to its page number. */
function contentsOps(input: PdfInput, contents: readonly ContentsEntry[]): TextOp[] {
  const ops: TextOp[] = [
    { x: MARGIN, y: PAGE_HEIGHT - 80, text: input.contentsHeading, font: 'F2', size: 20, colour: 'accentStrong' },
  ];
  let y = PAGE_HEIGHT - 120;
  for (const entry of contents) {
    const number = String(entry.page);
    const numberX = PAGE_WIDTH - MARGIN - textWidth(number, 12);
    const heading = wrapText(entry.heading, TEXT_WIDTH - 80, 12)[0] ?? '';
    const leaderStart = MARGIN + textWidth(heading, 12) + 6;
    const dots = '.'.repeat(Math.max(0, Math.floor((numberX - 6 - leaderStart) / textWidth('.', 12))));
    ops.push({ x: MARGIN, y, text: heading, font: 'F1', size: 12, colour: 'ink' });
    ops.push({ x: Number(leaderStart.toFixed(1)), y, text: dots, font: 'F1', size: 12, colour: 'line' });
    ops.push({ x: Number(numberX.toFixed(1)), y, text: number, font: 'F2', size: 12, colour: 'ink' });
    y -= 24;
  }
  return ops;
}

function pageContent(ops: readonly TextOp[], index: number, count: number, input: PdfInput): string {
  let out = `${COLOUR.accent} rg 0 ${PAGE_HEIGHT - 8} ${PAGE_WIDTH} 8 re f\n`;
  out += ops.map(textOp).join('');
  out += `${COLOUR.line} RG 0.8 w ${MARGIN} ${FOOTER_Y + 14} m ${PAGE_WIDTH - MARGIN} ${FOOTER_Y + 14} l S\n`;
  const footer = wrapText(input.title, TEXT_WIDTH - 60, 8.5)[0] ?? '';
  out += textOp({ x: MARGIN, y: FOOTER_Y, text: footer, font: 'F1', size: 8.5, colour: 'muted' });
  const number = `${index + 1} / ${count}`;
  const numberX = PAGE_WIDTH - MARGIN - textWidth(number, 8.5);
  out += textOp({ x: Number(numberX.toFixed(1)), y: FOOTER_Y, text: number, font: 'F1', size: 8.5, colour: 'muted' });
  return out;
}

/** UTF-16BE hex string with byte-order mark: the safe way to put any text into the document information. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

function binaryToBytes(binary: string): Uint8Array {
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i) & 0xff;
  return bytes;
}

/**
 * Writes a complete PDF: catalogue, page tree, two fonts, document information and one content
 * stream per page, followed by a cross-reference table with exact byte offsets.
 */
export function pdfDocument(input: PdfInput): Uint8Array {
  const { pages, contents } = layout(input);
  const count = pages.length + FRONT_PAGES;
  const contentStreams = [
    coverContent(input),
    pageContent(contentsOps(input, contents), 1, count, input),
    ...pages.map((page, i) => pageContent(page.ops, i + FRONT_PAGES, count, input)),
  ];
  const fixed = 5;
  const pageIds = contentStreams.map((_, i) => fixed + 1 + i * 2);
  const objects: string[] = [
    `<< /Type /Catalog /Pages 2 0 R /Lang (${input.locale}) >>`,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${contentStreams.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfTextString(input.title)} /Subject ${pdfTextString(input.subtitle)} /Producer (demo catalogue seed) >>`,
  ];
  contentStreams.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${fixed + 2 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}endstream`);
  });

  // The file is built as a binary string (one character per byte), so string length is byte offset.
  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return binaryToBytes(out);
}
