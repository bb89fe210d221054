import {
  type Configuration,
  type ConfigurationRefusal,
  type ConfiguratorModel,
  checkConfiguration,
  defaultConfiguration,
  optionPrice,
  parseOptionRef,
  priceConfiguration,
} from '@beast/domain/configurator/configurator.rules';
import type { ConfigurationPriceAnswer, ConfiguratorAnswer } from '@beast/domain/configurator/configurator.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { DomainError } from '../../errors/domain-error';
import { type ConfigurableProduct, createConfiguratorRepository } from './configurator.repository';

/** The field at fault in a refused configuration, with the message key saying why (translated by the handler). */
function refusalFields(refusal: ConfigurationRefusal): Record<string, string> {
  switch (refusal.reason) {
    case 'unknownGroup':
      return { [`configuration.${refusal.group}`]: 'validation.configurator.unknownOption' };
    case 'unknownOption':
      return { [`configuration.${refusal.group}`]: 'validation.configurator.unknownOption' };
    case 'requires':
      return { [`configuration.${parseOptionRef(refusal.option).group}`]: 'validation.configurator.requires' };
    case 'excludes':
      return { [`configuration.${parseOptionRef(refusal.option).group}`]: 'validation.configurator.excludes' };
  }
}

/**
 * The configurator as visitors and the cart use it (spec §7): a model's options in the request's language, and
 * the server's price of a configuration, refused with the rule it breaks. The price is the one the cart, the
 * checkout and the order charge: they call `priceOf` too.
 */
export function createConfiguratorService({ db }: { db: Db }) {
  const repository = createConfiguratorRepository(db);

  /** A product on sale with its configurator, or the reason there is none (spec §8: order the basic one). */
  async function load(
    slug: string,
    locale: Locale,
  ): Promise<{ product: ConfigurableProduct; model: ConfiguratorModel }> {
    const product = await repository.product(slug, locale);
    if (!product?.isActive) throw new DomainError('PRODUCT_NOT_FOUND');
    const model = await repository.model(product.productId);
    if (!model) throw new DomainError('CONFIGURATOR_UNAVAILABLE');
    return { product, model };
  }

  function priced(product: ConfigurableProduct, model: ConfiguratorModel, chosen: Configuration, locale: Locale) {
    const check = checkConfiguration(model, chosen);
    if (!check.ok) throw new DomainError('CONFIGURATION_REFUSED', refusalFields(check.refusal));
    const price = priceConfiguration(model, product.price, check.configuration);
    return {
      bike: product.slug,
      configuration: check.configuration,
      ...price,
      options: price.options.map((option) => ({ ...option, label: option.label[locale] ?? option.option })),
    } satisfies ConfigurationPriceAnswer;
  }

  return {
    /** GET /configurator/{bike}: the groups and options (`configurations[0].attributes`), rules and defaults. */
    async configurator(slug: string, locale: Locale): Promise<ConfiguratorAnswer> {
      const { product, model } = await load(slug, locale);
      const [catalog] = await db
        .select({ catalogId: products.configuratorCatalogId })
        .from(products)
        .where(eq(products.id, product.productId));
      return {
        bike: { slug: product.slug, name: product.name, catalogId: catalog?.catalogId ?? null },
        basePrice: chf(product.price),
        configurations: [
          {
            attributes: model.groups.map((group) => ({
              key: group.key,
              options: group.options.map((option) => ({
                key: option.key,
                label: option.label[locale] ?? option.key,
                price: chf(optionPrice(option)),
                listPrice: chf(option.price),
                default: option.default,
                look: option.look ?? null,
              })),
            })),
            rules: model.rules,
            defaults: defaultConfiguration(model),
          },
        ],
      };
    },

    /** POST /carts/get-configurator-prices: the server's breakdown, or CONFIGURATION_REFUSED with the group at fault. */
    async price(slug: string, chosen: Configuration, locale: Locale): Promise<ConfigurationPriceAnswer> {
      const { product, model } = await load(slug, locale);
      return priced(product, model, chosen, locale);
    },
  };
}

export type ConfiguratorService = ReturnType<typeof createConfiguratorService>;
