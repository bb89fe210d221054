import type { Configuration } from '@beast/domain/configurator/configurator.rules';
import type { ConfigurationPriceAnswer, ConfiguratorAnswer } from '@beast/domain/configurator/configurator.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { ConfiguratorPicture } from './configurator-picture';

type Attribute = ConfiguratorAnswer['configurations'][number]['attributes'][number];
type Option = Attribute['options'][number];

/** The configuration's shareable address: the page with the options chosen in its query (spec §1). */
export function configurationSearch(configuration: Configuration): string {
  return `?${new URLSearchParams(configuration)}`;
}

function OptionPrice({ option, locale }: { option: Option; locale: Locale }) {
  const { t } = useTranslation();
  if (option.listPrice.amount === 0) return <span className="configurator__price">{t('configurator.included')}</span>;
  if (option.price.amount < option.listPrice.amount) {
    return (
      <span className="configurator__price configurator__price--offer">
        {t('configurator.offer', {
          price: formatMoney(option.price, locale),
          listPrice: formatMoney(option.listPrice, locale),
        })}
      </span>
    );
  }
  return (
    <span className="configurator__price">{t('configurator.plus', { price: formatMoney(option.price, locale) })}</span>
  );
}

function OptionGroup({
  attribute,
  chosen,
  error,
  locale,
}: {
  attribute: Attribute;
  chosen: string | undefined;
  error: string | undefined;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const errorId = `configurator-${attribute.key}-error`;
  return (
    <fieldset className="configurator__group" aria-describedby={error ? errorId : undefined}>
      <legend>{t(`configurator.group.${attribute.key}`)}</legend>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {attribute.options.map((option) => (
        <label key={option.key} className="configurator__option">
          <input type="radio" name={attribute.key} value={option.key} defaultChecked={chosen === option.key} />
          {option.look?.swatch ? (
            <span className="configurator__swatch" style={{ background: option.look.swatch }} aria-hidden="true" />
          ) : null}
          <span className="configurator__label">{option.label}</span>
          <OptionPrice option={option} locale={locale} />
        </label>
      ))}
    </fieldset>
  );
}

/** What the server answered last: its price, or the message and the group it refused. */
export interface ConfiguratorQuote {
  price: ConfigurationPriceAnswer | null;
  refusal: { message: string; fields: Record<string, string> } | null;
}

function Total({ quote, locale }: { quote: ConfiguratorQuote; locale: Locale }) {
  const { t } = useTranslation();
  const price = quote.price;
  return (
    <div className="configurator__total" aria-live="polite">
      {quote.refusal ? (
        <p role="alert" className="form-alert">
          {quote.refusal.message}
        </p>
      ) : null}
      {price && !quote.refusal ? (
        <>
          <p className="configurator__sum">
            {t('configurator.total')}{' '}
            <strong data-testid="configurator-total">{formatMoney(price.total, locale)}</strong>
          </p>
          <p className="muted">{t('configurator.vat', { vat: formatMoney(price.vat, locale) })}</p>
          {price.savings.amount > 0 ? (
            <p className="configurator__savings">
              {t('configurator.savings', { savings: formatMoney(price.savings, locale) })}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * The configurator of an order page (spec §1, §7), drawn by the server: the option groups as radio groups in a GET
 * form, so the address it opens names the options (the one to share) and the server prices them; the picture is
 * drawn from the same options. The page shows it as the server drew it, with or without scripts, so its first visit
 * downloads none of its code. The total shown is always the server's.
 */
export function ConfiguratorForm({
  bike,
  name,
  answer,
  initialConfiguration,
  initialQuote,
}: {
  bike: string;
  name: string;
  answer: ConfiguratorAnswer;
  initialConfiguration: Configuration;
  initialQuote: ConfiguratorQuote;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [attributes] = answer.configurations.map((entry) => entry.attributes);
  const configuration = initialConfiguration;
  const quote = initialQuote;
  const chosenLabels = (attributes ?? []).map(
    (attribute) => attribute.options.find((option) => option.key === configuration[attribute.key])?.label,
  );

  return (
    <section className="vehicle__section configurator" aria-labelledby="configurator">
      <div className="container configurator__layout">
        <div className="configurator__view">
          <h2 id="configurator">{t('configurator.title', { name })}</h2>
          <ConfiguratorPicture
            attributes={attributes ?? []}
            configuration={configuration}
            label={t('configurator.picture', { name, options: chosenLabels.filter(Boolean).join(', ') })}
          />
          <Total quote={quote} locale={locale} />
          <p>
            <a href={configurationSearch(configuration)}>{t('configurator.share')}</a>
          </p>
        </div>
        <form method="get" action="#configurator" className="configurator__form">
          {(attributes ?? []).map((attribute) => (
            <OptionGroup
              key={attribute.key}
              attribute={attribute}
              chosen={configuration[attribute.key]}
              error={quote.refusal?.fields[`configuration.${attribute.key}`]}
              locale={locale}
            />
          ))}
          <button type="submit" className="button button--secondary">
            {t('configurator.update')}
          </button>
        </form>
      </div>
    </section>
  );
}
