import type { PublicPage } from '@beast/domain/content/pages-api.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { useLocale } from '../../../lib/i18n/use-locale';
import { Container } from '../../../ui/container';
import { RenderedHtml } from '../../../ui/rendered-html';
import { type BlockData, type CallToActionBlock, PageBlocks } from './page-blocks';

/**
 * An information page (about us, services, financing, the legal pages …): its breadcrumb, title and summary,
 * the body the API rendered, what the page adds of its own (`children`: the press releases) and its blocks.
 */
export function InfoPage({
  page,
  blockData,
  purchase,
  children,
}: {
  page: PublicPage;
  blockData: BlockData;
  purchase: (block: CallToActionBlock) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <>
      <header className="page-head">
        <Container>
          <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
            <ol>
              <li>
                <Link to={href('/')}>{t('nav.home')}</Link>
              </li>
              <li aria-current="page">{page.title}</li>
            </ol>
          </nav>
          <h1 className="page-head__title">{page.title}</h1>
          <p className="page-head__lead">{page.description}</p>
        </Container>
      </header>
      <Container className="info-page">
        {page.bodyHtml ? <RenderedHtml html={page.bodyHtml} className="prose info-page__body" /> : null}
        {children}
        <PageBlocks blocks={page.blocks} data={blockData} purchase={purchase} />
      </Container>
    </>
  );
}
