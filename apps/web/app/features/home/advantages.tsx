import type { AdvantageSection } from '@beast/domain/catalog/product.schema';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { Container } from '../../ui/container';

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
              <span className="advantage__icon" data-icon={section.icon} aria-hidden="true" />
              <h3 className="advantage__title">{section.title}</h3>
              <p className="advantage__text">{section.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
