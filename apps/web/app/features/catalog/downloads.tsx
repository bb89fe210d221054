import type { Download } from '@beast/domain/catalog/product.schema';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { DownloadIcon } from '../../ui/download-icon';
import { fileType, formatFileSize } from './format';

/** Manual and brochure (files under /files), with their type and size. */
export function Downloads({ downloads }: { downloads: readonly Download[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <ul className="downloads">
      {downloads.map((download) => (
        <li key={download.url}>
          <a
            className="downloads__link"
            href={download.url}
            type={fileType(download.url) === 'PDF' ? 'application/pdf' : undefined}
          >
            <DownloadIcon className="downloads__icon" />
            <span className="downloads__text">
              <span className="downloads__title">{download.title}</span>
              <span className="downloads__meta">
                {t(`downloads.${download.kind}`)} · {fileType(download.url)}, {formatFileSize(download.bytes, locale)}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
