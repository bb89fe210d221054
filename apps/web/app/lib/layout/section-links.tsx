import type { Locale } from '@beast/domain/i18n/locale';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../i18n/i18n-context';
import { type SiteSection, type SiteSectionGroup, sectionHref } from './site-sections';

/** The links of some sections (site-sections.ts); the current page's is marked. Shared by the header and the footer. */
export function SectionList({
  locale,
  sections,
  labelledBy,
  children,
}: {
  locale: Locale;
  sections: readonly SiteSection[];
  labelledBy?: string;
  /** Items after the sections' links (the footer's cookie settings). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ul className="site-nav__list" aria-labelledby={labelledBy}>
      {sections.map((section) => (
        <li key={section.key}>
          {section.hash ? (
            // A place on a page (the home page's line-up) is never "the current page".
            <Link to={sectionHref(locale, section)} className="site-nav__link">
              {t(`nav.${section.key}`)}
            </Link>
          ) : (
            <NavLink to={sectionHref(locale, section)} className="site-nav__link" prefetch="intent">
              {t(`nav.${section.key}`)}
            </NavLink>
          )}
        </li>
      ))}
      {children}
    </ul>
  );
}

/** Groups of sections, each list named by its visible title. */
export function SectionGroups({
  locale,
  groups,
  idPrefix,
}: {
  locale: Locale;
  groups: readonly SiteSectionGroup[];
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return groups.map((group) => (
    <div key={group.key} className="site-nav__group">
      <p id={`${idPrefix}-${group.key}`} className="site-nav__group-title">
        {t(`nav.group.${group.key}`)}
      </p>
      <SectionList locale={locale} sections={group.sections} labelledBy={`${idPrefix}-${group.key}`} />
    </div>
  ));
}
