import type { Media } from '@beast/domain/catalog/product.schema';
import { SPEED_CLASSES } from '@beast/domain/constants/vehicle-facts';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { ButtonLink } from '../../ui/button';
import { Container } from '../../ui/container';
import { Image } from '../../ui/media';

/** The home page's opening: a large alpine scene, the headline and the way to the models. */
export function Hero({ scene }: { scene: Media | undefined }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <Container className="hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="hero__lead">
            {t('home.hero.lead', { slow: SPEED_CLASSES.kmh25.maxKmh, fast: SPEED_CLASSES.kmh45.maxKmh })}
          </p>
          <div className="hero__actions">
            <ButtonLink to={{ pathname: href('/'), hash: '#models' }} preventScrollReset={false}>
              {t('home.hero.cta')}
            </ButtonLink>
            <ButtonLink to={href('/refurbished')} variant="secondary" prefetch="intent">
              {t('home.hero.secondary')}
            </ButtonLink>
          </div>
        </div>
        {scene ? (
          <div className="hero__scene">
            <Image src={scene.url} alt={scene.alt} width={scene.width} height={scene.height} priority />
          </div>
        ) : null}
      </Container>
    </section>
  );
}
