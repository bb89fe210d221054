import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { SITE_SECTION_GROUPS, sectionHref } from '../../lib/layout/site-sections';
import { Container } from '../../ui/container';

/** The sections the home page points to besides the shop: centres, services, financing, blog and FAQ. */
const EXPLORED = new Set(['experienceCenter', 'services', 'subscription', 'financing', 'blog', 'faq']);
const SECTIONS = SITE_SECTION_GROUPS.flatMap((group) => group.sections).filter((section) => EXPLORED.has(section.key));

/** "Beyond the bike": plain links with a line each, drawn on the server (no script of their own). */
export function ExploreLinks() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section className="section explore" aria-labelledby="explore-title">
      <Container>
        <p className="eyebrow">{t('home.explore.eyebrow')}</p>
        <h2 id="explore-title" className="section__title">
          {t('home.explore.title')}
        </h2>
        <ul className="explore__list">
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <Link to={sectionHref(locale, section)} className={`explore__link explore__link--${section.key}`}>
                <span className="explore__title">{t(`nav.${section.key}`)}</span>
                <span className="explore__text">{t(`home.explore.${section.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
