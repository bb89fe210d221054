import type { PageLanguageState } from '@beast/domain/content/page-completeness';
import { useTranslation } from '../../../lib/i18n/i18n-context';

const STYLE: Record<PageLanguageState, string> = { complete: 'complete', partial: 'partial', missing: 'empty' };

/**
 * How far a page is written in a language, as the API reckons it (`pageCompleteness`): complete, lacking a
 * block another language has, or not written (the page does not exist there). Words, not only a colour.
 */
export function PageLanguageMarker({ state }: { state: PageLanguageState }) {
  const { t } = useTranslation();
  return (
    <span className={`completeness completeness--${STYLE[state]}`}>{t(`admin.pages.languageStates.${state}`)}</span>
  );
}
