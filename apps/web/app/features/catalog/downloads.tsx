import type { Download } from '@beast/domain/catalog/product.schema';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatFileSize } from './format';

function fileType(url: string): string {
  return (url.split('?')[0]?.split('.').pop() ?? '').toUpperCase();
}

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
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              focusable="false"
              className="downloads__icon"
            >
              <path
                d="M12 3v12m0 0-5-5m5 5 5-5M4 20h16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
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
