import { type Configuration, isConfiguratorGroupKey } from '@beast/domain/configurator/configurator.rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiError } from '../../lib/api/api-error';
import { pageContext } from '../../lib/api/page-context.server';
import { routeTexts } from '../../lib/i18n/catalogue.server';
import { I18nProvider } from '../../lib/i18n/i18n-context';
import { configuratorApi } from './configurator-api';
import { ConfiguratorForm, type ConfiguratorQuote } from './configurator-form';

type LoaderArgs = { request: Request; params: Record<string, string | undefined>; context: unknown };

/** The options a shared address names (`?color=crema&battery=1008`): the configuration's groups only. */
export function configurationOfQuery(url: URL): Configuration {
  return Object.fromEntries([...url.searchParams].filter(([group]) => isConfiguratorGroupKey(group)));
}

/**
 * An order page's configurator, priced by the server for the options in the address (spec §1, §7) and drawn as
 * HTML the page shows as is (its first visit downloads none of its code), or null when its data cannot be loaded:
 * the page then says so and offers the basic configuration (spec §8). A configuration the rules refuse keeps its
 * options chosen and says why, in the visitor's language.
 */
export async function configuratorHtml(args: LoaderArgs, bike: { slug: string; name: string }): Promise<string | null> {
  const context = pageContext(args);
  const api = configuratorApi(context.api);
  const answer = await api.model(bike.slug).catch(() => null);
  if (!answer) return null;
  const defaults = answer.configurations[0]?.defaults ?? {};
  const chosen = configurationOfQuery(new URL(args.request.url));
  let quote: ConfiguratorQuote;
  try {
    const price = await api.price(bike.slug, chosen);
    quote = { price, refusal: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'CONFIGURATION_REFUSED') return null;
    quote = { price: null, refusal: { message: error.message, fields: error.fields } };
  }
  return renderToStaticMarkup(
    <I18nProvider locale={context.locale} catalogue={routeTexts(args.request, ['configurator']).catalogue}>
      <ConfiguratorForm
        bike={bike.slug}
        name={bike.name}
        answer={answer}
        initialConfiguration={{ ...defaults, ...chosen, ...(quote.price?.configuration ?? {}) }}
        initialQuote={quote}
      />
    </I18nProvider>,
  );
}
