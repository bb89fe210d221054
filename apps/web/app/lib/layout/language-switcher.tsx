import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { Link, useLocation } from 'react-router';
import { switchLanguageHref } from '../i18n/language';
import { rememberLanguage } from '../i18n/language-storage';

const NATIVE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', de: 'Deutsch' };

/**
 * Links to the same page (path, query and hash kept) in the other languages. A click remembers the
 * choice in localStorage and the cookie (spec §1); without JavaScript the prefixed URL alone decides.
 */
export function LanguageSwitcher({
  current,
  className,
  label,
}: {
  current: Locale;
  className?: string;
  label: string;
}) {
  const location = useLocation();
  return (
    <nav className={className ? `lang-switch ${className}` : 'lang-switch'} aria-label={label}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={switchLanguageHref(location, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className="lang-switch__link"
              onClick={() => rememberLanguage(locale)}
            >
              {locale.toUpperCase()}
              <span className="visually-hidden"> – {NATIVE_NAMES[locale]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
