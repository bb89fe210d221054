import { formatSwissDate } from '@beast/domain/i18n/date-format';
import { interpolate, type PlaceholderValues } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { translate } from '../../i18n/translate';
import { A4, A4_CONTENT_WIDTH, openA4Pdf, winAnsi } from '../../lib/pdf-document';
import { COLOURS } from '../mail/templates';

export interface OwnershipCertificate {
  /** "037/220": the unit's number and the edition's size. */
  editionNumber: string;
  model: string;
  ownerName: string;
  orderNumber: string;
  deliveredAt: Date;
}

/**
 * A limited edition's numbered ownership certificate (issue: pre-orders and limited editions), one page in
 * the owner's language: the brand, the model, the unit's number out of the edition's size, who owns it and
 * since when.
 */
export async function ownershipCertificatePdf(
  certificate: OwnershipCertificate,
  { brandName, locale }: { brandName: string; locale: Locale },
): Promise<Buffer> {
  const [unit, size] = certificate.editionNumber.split('/');
  const t = (key: MessageKey, values: PlaceholderValues = {}) =>
    winAnsi(interpolate(translate(locale, key), { brand: brandName, number: certificate.editionNumber, ...values }));
  const { doc, bytes } = await openA4Pdf({ locale, title: t('email.certificatePdf.title'), author: brandName });
  const left = A4.margin;
  const centred = { width: A4_CONTENT_WIDTH, align: 'center' } as const;

  doc.rect(0, 0, A4.width, 90).fill(COLOURS.accent);
  doc.fillColor(COLOURS.paper).font('Helvetica-Bold').fontSize(26).text(winAnsi(brandName), left, 32);

  doc
    .fillColor(COLOURS.muted)
    .font('Helvetica')
    .fontSize(12)
    .text(t('email.certificatePdf.edition'), left, 170, centred);
  doc.moveDown(0.5).fillColor(COLOURS.ink).font('Helvetica-Bold').fontSize(28);
  doc.text(t('email.certificatePdf.title'), centred);
  doc.moveDown(2).font('Helvetica').fontSize(13).text(t('email.certificatePdf.certifies'), centred);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(22).text(winAnsi(certificate.ownerName), centred);
  doc.moveDown(0.5).font('Helvetica').fontSize(13);
  doc.text(t('email.certificatePdf.owns', { model: winAnsi(certificate.model) }), centred);
  doc.moveDown(0.8).fillColor(COLOURS.accent).font('Helvetica-Bold').fontSize(64).text(`${unit} / ${size}`, centred);
  doc.fillColor(COLOURS.muted).font('Helvetica').fontSize(12);
  doc.text(t('email.certificatePdf.ofSize', { size: Number(size) }), centred);
  doc.moveDown(3).fillColor(COLOURS.ink).fontSize(11);
  doc.text(
    t('email.certificatePdf.delivered', {
      date: formatSwissDate(certificate.deliveredAt.toISOString(), locale),
      order: certificate.orderNumber,
    }),
    centred,
  );
  doc.moveDown(4).font('Helvetica-Bold').text(t('email.certificatePdf.signature'), centred);

  doc.page.margins.bottom = 0;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(COLOURS.muted)
    .text(t('email.certificatePdf.footer'), left, A4.height - 35, { ...centred, lineBreak: false });
  doc.end();
  return bytes;
}
