import type { Locale } from '@beast/domain/i18n/locale';

/** An A4 page in points, with the margin every document of the shop keeps. */
export const A4 = { width: 595.28, height: 841.89, margin: 50 };
export const A4_CONTENT_WIDTH = A4.width - 2 * A4.margin;

/** WinAnsi has no narrow no-break space (French money and punctuation): the plain no-break space stands in. */
export function winAnsi(text: string): string {
  return text.replaceAll('\u202F', '\u00A0');
}

/**
 * A new A4 document (quotations, ownership certificates) set with pdfkit in the standard Helvetica fonts
 * (WinAnsi: French and German accents print, no font is embedded), and the promise of its bytes once `end()`
 * is called. pdfkit is imported when a PDF is made, not at start (decision 11).
 */
export async function openA4Pdf({ locale, title, author }: { locale: Locale; title: string; author: string }) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4.margin,
    bufferPages: true,
    lang: locale,
    info: { Title: title, Author: author, Subject: title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
