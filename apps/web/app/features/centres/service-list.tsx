import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { VisuallyHidden } from '../../ui/visually-hidden';

/**
 * A service the experience centres carry out, as the centres page lists it: the page it is booked on and its
 * price, written by the page's loader in the page's language (the price paid; the catalogue's price component
 * would bring the whole catalogue chunk to a page that shows a handful of prices).
 */
export interface CentreService {
  id: number;
  name: string;
  tagline: string;
  /** Its page in the brand's space (spec §2 /my-{brand}/service/{id}), without the language prefix. */
  path: string;
  price: string;
  /** The price before a reduction, when there is one. */
  originalPrice: string | null;
}

/** The services booked for the centres' workshops, each a link to its page, with the price paid. */
export function ServiceList({ services }: { services: readonly CentreService[] }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <ul className="service-list">
      {services.map((service) => (
        <li key={service.id} className="service-list__item">
          <div>
            <h3 className="service-list__name">
              <Link to={href(service.path)}>{service.name}</Link>
            </h3>
            {service.tagline ? <p className="service-list__tagline">{service.tagline}</p> : null}
          </div>
          <p className="price price--sm">
            <span className="price__current">
              {service.originalPrice ? <VisuallyHidden>{t('price.now')} </VisuallyHidden> : null}
              {service.price}
            </span>
            {service.originalPrice ? (
              <>
                {' '}
                <s className="price__original">
                  <VisuallyHidden>{t('price.originalPrice')} </VisuallyHidden>
                  {service.originalPrice}
                </s>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
