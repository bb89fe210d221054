import type { FaqCategory } from '@beast/domain/content/editorial';
import type { FaqEntry } from '@beast/domain/content/faq-api.schema';
import type { PublicPage } from '@beast/domain/content/pages-api.schema';
import type { PressKit, PressRelease } from '@beast/domain/content/press-api.schema';
import { formatSwissDate } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { redirect } from 'react-router';
import { isNotFound } from '../../../lib/api/api-error';
import type { ApiTransport } from '../../../lib/api/api-transport';
import { metaDescription, pageContext } from '../../../lib/api/page-context.server';
import { silentLoads } from '../../../lib/api/silent-loads.server';
import { routeTexts, textsOf } from '../../../lib/i18n/catalogue.server';
import { localizedPath, stripLocalePrefix } from '../../../lib/i18n/language';
import { absoluteUrl, alternatesInLanguages } from '../../../lib/seo/seo';
import { fileType, formatFileSize } from '../../catalog';
import { infoPageJsonLd } from './info-page-json-ld';
import { infoPageKeyOf, infoPagePath } from './info-page-paths';
import type { CalculatorStart } from './instalment-calculator';
import { quoteInputOf } from './instalment-quote';
import { pagesApi } from './pages-api';
import { quoteView } from './quote-view';

type LoaderArgs = { request: Request; params: Record<string, string | undefined>; context: unknown };

/** A FAQ category's public questions in the transport's language (the FAQ's own call, given by the route). */
export type FaqEntriesCall = (api: ApiTransport, category: FaqCategory) => Promise<FaqEntry[]>;

/** The checkout's texts the financing calculator shows as they are: one wording of a plan and its legal notice. */
const PLAN_TEXT_KEYS = [
  'checkout.plan.months',
  'checkout.plan.monthly',
  'checkout.plan.instalments',
  'checkout.plan.lastInstalment',
  'checkout.plan.interest',
  'checkout.plan.nominalRate',
  'checkout.plan.effectiveRate',
  'checkout.plan.totalCost',
  'checkout.plan.noticeTitle',
  'checkout.plan.creditNotice',
];

/**
 * An information page (spec §2 public pages, decision 18) at `/{locale}/{key}`: its content in the page's
 * language, the questions of its FAQ excerpts, the calculator's values (sent with the page's query when the form
 * was sent without JavaScript) and, on the press page, the releases and the press kit. A page that is not public
 * in this language sends the visitor home, as any address the shop does not have, never to a page in another
 * language.
 */
export async function loadInfoPage(args: LoaderArgs, faqEntries: FaqEntriesCall) {
  const { locale, api, shop, origin, url, t, seoFor } = pageContext(args);
  const home = localizedPath(locale, '/');
  const key = infoPageKeyOf(stripLocalePrefix(url.pathname));
  if (!key) throw redirect(home);
  const pages = pagesApi(api);
  const page = await pages.page(key).catch((error: unknown) => {
    if (isNotFound(error)) throw redirect(home);
    throw error;
  });
  // spec §8: what a page shows beside its content (questions, releases) fails silently to nothing.
  const { silently, respond } = silentLoads();
  const [faq, press] = await Promise.all([
    faqExcerpts(page, (category) => faqEntries(api, category).catch(silently('FAQ', [] as FaqEntry[]))),
    key === 'press'
      ? Promise.all([
          pages.pressReleases().catch(silently('press releases', [] as PressRelease[])),
          // No press kit is not a failure: the page shows none.
          pages.pressKit().catch((error: unknown) => (isNotFound(error) ? null : silently('press kit', null)(error))),
        ]).then(([releases, kit]) => ({ releases, kit }))
      : null,
  ]);
  const calculatorBlock = page.blocks.find((block) => block.type === 'instalment-calculator');
  const path = infoPagePath(key);
  const seo = seoFor({
    path,
    title: page.title,
    description: metaDescription(page.description),
  });
  const inLanguages = Object.fromEntries(page.locales.map((language) => [language, path]));
  return respond({
    catalogue: {
      ...routeTexts(args.request, ['infoPages']).catalogue,
      ...textsOf(args.request, [
        ...(calculatorBlock ? PLAN_TEXT_KEYS : []),
        ...Object.keys(faq).map((category) => `faq.categories.${category}`),
      ]),
    },
    page,
    blockData: {
      faq,
      calculator: calculatorBlock ? calculatorStart(url, locale, calculatorBlock.amount) : null,
      prices: pricesOf(page, locale),
      files: fileSizes([...filesOf(page), ...(press ? pressFiles(press) : [])], locale),
    },
    press: press && {
      kit: press.kit,
      releases: press.releases.map((release) => ({ ...release, date: formatSwissDate(release.releasedOn, locale) })),
    },
    seo: { ...seo, alternates: alternatesInLanguages(origin, inLanguages) },
    jsonLd: infoPageJsonLd(
      page,
      {
        url: seo.canonical,
        homeUrl: absoluteUrl(origin, home),
        homeName: t('nav.home'),
        brandName: shop.brandName,
      },
      press?.releases,
    ),
  });
}

/** The questions of each FAQ category the page's excerpts show. */
async function faqExcerpts(
  page: PublicPage,
  entriesOf: (category: FaqCategory) => Promise<FaqEntry[]>,
): Promise<Partial<Record<FaqCategory, FaqEntry[]>>> {
  const categories = [
    ...new Set(page.blocks.flatMap((block) => (block.type === 'faq-excerpt' ? [block.category] : []))),
  ];
  const lists = await Promise.all(categories.map(async (category) => [category, await entriesOf(category)] as const));
  return Object.fromEntries(lists);
}

/** The calculator's form as the page's query sent it (or its start), with its figures. */
function calculatorStart(url: URL, locale: Locale, startAmount: number | undefined): CalculatorStart {
  const input = quoteInputOf(url.searchParams, startAmount);
  return { input, view: quoteView(input, locale) };
}

/** Each amount the page's price tables show, written in the page's language. */
function pricesOf(page: PublicPage, locale: Locale): Record<number, string> {
  const amounts = page.blocks.flatMap((block) =>
    block.type === 'price-table' ? block.rows.map((row) => row.price.amount) : [],
  );
  return Object.fromEntries(amounts.map((amount) => [amount, formatMoney(amount, locale)]));
}

interface StoredFile {
  url: string;
  bytes: number;
}

/** The files of the page's download blocks. */
function filesOf(page: PublicPage): StoredFile[] {
  return page.blocks.flatMap((block) => (block.type === 'downloads' ? block.items : []));
}

/** The press kit and the releases' PDFs. */
function pressFiles({ releases, kit }: { releases: PressRelease[]; kit: PressKit | null }): StoredFile[] {
  return [...(kit ? [kit] : []), ...releases.flatMap((release) => (release.file ? [release.file] : []))];
}

/** Each file's type and size as the page's language writes them ("PDF, 2.4 MB"), by address. */
function fileSizes(files: readonly StoredFile[], locale: Locale): Record<string, string> {
  return Object.fromEntries(
    files.map((file) => [file.url, `${fileType(file.url)}, ${formatFileSize(file.bytes, locale)}`]),
  );
}
