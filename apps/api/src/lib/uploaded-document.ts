import { DomainError } from '../errors/domain-error';

const PDF_SIGNATURE = '%PDF-';

/**
 * ARCHITECTURE (Security model): a document upload (a manual, a brochure) is checked by its content: it must
 * start as a PDF does and open as one, with at least one page. pdf.js reads it without running its scripts;
 * it is loaded on the first upload, as most starts never receive one (decision 11).
 */
export async function checkPdf(bytes: Uint8Array): Promise<void> {
  if (new TextDecoder('latin1').decode(bytes.subarray(0, PDF_SIGNATURE.length)) !== PDF_SIGNATURE) {
    throw new DomainError('DOCUMENT_WRONG_FORMAT');
  }
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes the bytes over; a copy keeps the caller's buffer whole for storing.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, stopAtErrors: true, verbosity: 0 });
  try {
    const document = await task.promise;
    if (document.numPages < 1) throw new DomainError('DOCUMENT_WRONG_FORMAT');
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('DOCUMENT_WRONG_FORMAT');
  } finally {
    await task.destroy();
  }
}
