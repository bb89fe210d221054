import type { Locale } from '@beast/domain/i18n/locale';
import { localizedPath } from '../i18n/language';
import type { TFunction } from '../i18n/translator';

/**
 * The consent banner (spec §1 third parties): necessary, analytics and marketing, refused as easily as accepted —
 * "Accept all", "Refuse all" and "Choose" look alike. A region above the header, not a modal: the page stays
 * readable and usable around it.
 *
 * It is markup only: the server renders it once per language (consent-banner.server.ts) into every page, CSS shows
 * it while the visitor has not chosen (`html[data-consent=ask]`, set by the head's boot script before the first
 * paint, so it never moves a painted page), and its buttons (`data-consent-action`) are handled by
 * consent-actions.ts, which the browser loads when one is first used. Without JavaScript it stays hidden: nothing
 * third-party can load then.
 */
export function ConsentBanner({ t, locale }: { t: TFunction; locale: Locale }) {
  const button = 'button button--secondary';
  return (
    <section id="consent" className="consent" aria-labelledby="consent-title" tabIndex={-1}>
      <div className="container consent__inner">
        <p id="consent-title" className="consent__title">
          {t('consent.title')}
        </p>
        <p className="consent__text">
          {t('consent.text')} <a href={localizedPath(locale, '/privacy')}>{t('nav.privacy')}</a>
        </p>
        <div className="consent__actions">
          <button type="button" className={button} data-consent-action="all">
            {t('consent.acceptAll')}
          </button>
          <button type="button" className={button} data-consent-action="none">
            {t('consent.refuseAll')}
          </button>
          <button
            type="button"
            className={button}
            data-consent-action="choose"
            aria-expanded="false"
            aria-controls="consent-choices"
          >
            {t('consent.choose')}
          </button>
        </div>
        <fieldset id="consent-choices" className="consent__choices" hidden>
          <legend className="consent__legend">{t('consent.legend')}</legend>
          <label className="consent__choice">
            <input type="checkbox" defaultChecked disabled />
            <span>
              <strong>{t('consent.necessary')}</strong> {t('consent.necessaryText')}
            </span>
          </label>
          {(['analytics', 'marketing'] as const).map((category) => (
            <label key={category} className="consent__choice">
              <input type="checkbox" name={category} />
              <span>
                <strong>{t(`consent.${category}`)}</strong> {t(`consent.${category}Text`)}
              </span>
            </label>
          ))}
          <button type="button" className="button button--primary" data-consent-action="save">
            {t('consent.save')}
          </button>
        </fieldset>
      </div>
    </section>
  );
}
