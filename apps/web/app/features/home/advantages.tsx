import type { AdvantageSection } from '@beast/domain/catalog/product.schema';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { Container } from '../../ui/container';

/** Line icons for the advantage sections; the API names the icon, unknown names get a neutral mark. */
const ICON_PATHS: Record<string, string> = {
  delivery: 'M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  truck: 'M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  warranty: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
  shield: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
  service: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z',
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z',
  swiss: 'M4 4h16v16H4zM10 7h4v3h3v4h-3v3h-4v-3H7v-4h3z',
  battery: 'M3 8h15v8H3zM18 11h3v2h-3M7 10l-1 4M11 10l-1 4',
  mountain: 'M2 20 9 8l4 6 3-4 6 10zM9 8l2 3',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l7-7',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  store: 'M4 10h16l-1-5H5zM5 10v10h14V10M10 20v-5h4v5',
};
const DEFAULT_ICON = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6';

export function AdvantageIcon({ name }: { name: string }) {
  const path = ICON_PATHS[name.toLowerCase()] ?? DEFAULT_ICON;
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" className="advantage__icon">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The home page's advantage sections, in the API's order and language. */
export function Advantages({ sections }: { sections: readonly AdvantageSection[] }) {
  const { t } = useTranslation();
  if (sections.length === 0) return null;
  return (
    <section className="section advantages" aria-labelledby="advantages-title">
      <Container>
        <h2 id="advantages-title" className="section__title">
          {t('home.advantages.title')}
        </h2>
        <ul className="advantages__list">
          {sections.map((section) => (
            <li key={section.title} className="advantage">
              <AdvantageIcon name={section.icon} />
              <h3 className="advantage__title">{section.title}</h3>
              <p className="advantage__text">{section.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
