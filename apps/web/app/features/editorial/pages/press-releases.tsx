import type { PressKit, PressRelease } from '@beast/domain/content/press-api.schema';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { RenderedHtml } from '../../../ui/rendered-html';
import { FileLinks } from './file-links';
import { releaseAnchor } from './info-page-json-ld';

/** A release with its date as the page's language writes it (by the loader). */
export type DatedRelease = PressRelease & { date: string };

/**
 * The press page's own part: the published releases, newest first, each with its date, summary, whole text that
 * opens without JavaScript and its PDF; then the press kit to download.
 */
export function PressReleases({
  releases,
  kit,
  files,
}: {
  releases: readonly DatedRelease[];
  kit: PressKit | null;
  files: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <section className="info-block" aria-labelledby="press-releases-title">
        <h2 id="press-releases-title" className="info-block__title">
          {t('infoPages.press.releases')}
        </h2>
        {releases.length === 0 ? (
          <p className="muted">{t('infoPages.press.none')}</p>
        ) : (
          <ol className="press-releases">
            {releases.map((release) => (
              <li key={release.id} id={releaseAnchor(release.key)}>
                <article className="press-release" aria-labelledby={`${releaseAnchor(release.key)}-title`}>
                  <p className="press-release__date">
                    <time dateTime={release.releasedOn}>{release.date}</time>
                  </p>
                  <h3 id={`${releaseAnchor(release.key)}-title`} className="press-release__title">
                    {release.title}
                  </h3>
                  <p className="press-release__summary">{release.summary}</p>
                  <details className="press-release__more">
                    <summary>{t('infoPages.press.read')}</summary>
                    <RenderedHtml html={release.bodyHtml} className="prose press-release__body" />
                  </details>
                  {release.file ? (
                    <FileLinks
                      files={[{ title: t('infoPages.press.pdf', { title: release.title }), url: release.file.url }]}
                      sizes={files}
                    />
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
      {kit ? (
        <section className="info-block" aria-labelledby="press-kit-title">
          <h2 id="press-kit-title" className="info-block__title">
            {t('infoPages.press.kitTitle')}
          </h2>
          <p>{t('infoPages.press.kitText')}</p>
          <FileLinks files={[{ title: t('infoPages.press.kit'), url: kit.url }]} sizes={files} />
        </section>
      ) : null}
    </>
  );
}
