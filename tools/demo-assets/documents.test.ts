import { describe, expect, it } from 'vitest';
import { type PdfInput, pdfDocument, textWidth, toWinAnsi, wrapText } from './documents';

/** The PDF as a binary string: one character per byte, so indexes are byte offsets. */
function asBinary(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += String.fromCharCode(byte);
  return out;
}

function xrefOffsets(pdf: string): number[] {
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  const table = pdf.slice(start);
  const header = /^xref\n0 (\d+)\n/.exec(table);
  if (!header) throw new Error('no xref table at startxref');
  const count = Number(header[1]);
  const entries = table.slice(header[0].length).split('\n').slice(0, count);
  expect(entries[0]).toBe('0000000000 65535 f ');
  return entries.slice(1).map((entry) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    return Number(entry.slice(0, 10));
  });
}

const SHORT: PdfInput = {
  title: 'Mighty Beast — Mode d’emploi',
  subtitle: 'Le fat bike à 45 km/h',
  locale: 'fr',
  contentsHeading: 'Sommaire',
  coverLines: ['45 km/h · 1008 Wh'],
  sections: [
    { heading: 'Sécurité', lines: ['• Portez un casque (obligatoire à 45 km/h).', 'Chemin C:\\vélo'] },
    { heading: 'Caractéristiques', lines: ['Batterie\t48 V × 21 Ah = 1008 Wh', 'Größe\tM · L'] },
  ],
};

const LONG: PdfInput = {
  ...SHORT,
  sections: Array.from({ length: 12 }, (_, i) => ({
    heading: `Chapitre ${i + 1}`,
    lines: Array.from(
      { length: 6 },
      () => 'Une phrase assez longue pour devoir passer à la ligne, avec des accents : é, è, à, ü, ö, ä, ç et ’.',
    ),
  })),
};

describe('pdfDocument', () => {
  const pdf = asBinary(pdfDocument(SHORT));

  it('starts with the PDF 1.4 header and ends with the end-of-file marker', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
  });

  it('points every cross-reference entry at the start of its own object', () => {
    for (const text of [pdf, asBinary(pdfDocument(LONG))]) {
      const offsets = xrefOffsets(text);
      expect(offsets.length).toBeGreaterThan(5);
      offsets.forEach((offset, i) => {
        expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
      });
    }
  });

  it('declares the exact byte length of every content stream', () => {
    const streams = [...pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
    expect(streams.length).toBeGreaterThan(0);
    for (const match of streams) {
      const start = (match.index ?? 0) + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 'endstream'.length)).toBe('endstream');
    }
  });

  it('keeps accented text as WinAnsi bytes in Helvetica with WinAnsiEncoding', () => {
    expect(pdf).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(pdf).toContain('(S\xE9curit\xE9) Tj');
    expect(pdf).toContain('Mode d\x92emploi');
    expect(pdf).toContain('Gr\xF6\xDFe');
    expect(pdf).toContain('48 V \xD7 21 Ah');
  });

  it('escapes parentheses and backslashes inside strings', () => {
    expect(pdf).toContain('\\(obligatoire \xE0 45 km/h\\)');
    expect(pdf).toContain('C:\\\\v\xE9lo');
  });

  it('spreads long text over several pages and numbers them', () => {
    const long = asBinary(pdfDocument(LONG));
    const count = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(long)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(long).toContain(`(${count} / ${count}) Tj`);
  });
});

describe('text helpers', () => {
  it('maps typographic characters to their WinAnsi codes', () => {
    expect(toWinAnsi('’–—•€')).toBe('\x92\x96\x97\x95\x80');
    expect(toWinAnsi('5\u202F499')).toBe('5\xA0499');
    expect(toWinAnsi('漢')).toBe('?');
  });

  it('wraps lines within the width and keeps every word', () => {
    const text = 'Le moteur assiste jusqu’à 45 km/h ; sans pédaler, il pousse jusqu’à 30 km/h.';
    const lines = wrapText(text, 150, 10.5);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10.5)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe(text);
  });
});
