import type { ContestKind } from '@beast/domain/contests/contest.rules';
import { CONTEST_RULES_PAGE_KEY, contestPath } from '@beast/domain/contests/contest.rules';
import type { PublicContest } from '@beast/domain/contests/contest-api.schema';
import { formatSwissDate, formatSwissMoment } from '@beast/domain/i18n/date-format';
import { formatMoney } from '@beast/domain/money/money';
import { data, Link, redirect } from 'react-router';
import { contestSlugOf } from '../features/contests/contest-slug';
import { contestsApi } from '../features/contests/contests-api';
import { FormGuardFields } from '../features/forms/form-guard';
import { formTokenOf, postedFields, publicFormFailure, typedValues } from '../features/forms/public-form.server';
import { RequestPersonFields } from '../features/forms/request-person-fields';
import { usePublicForm } from '../features/forms/use-public-form';
import { isNotFound } from '../lib/api/api-error';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { localizedPath } from '../lib/i18n/language';
import { useLocale } from '../lib/i18n/use-locale';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import { seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import { CheckboxField, FormAlert, SubmitButton, TextField } from '../ui/field';
import { RenderedHtml } from '../ui/rendered-html';
import { errorProps } from '../ui/use-schema-form';
import type { Route } from './+types/contest';
import '../styles/requests.css';

const STATE_CACHE_CONTROL = 'no-store';

const EMPTY_ENTRY = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  weightEstimateKg: '',
  acceptRules: false,
};

/**
 * spec §2 /{locale}/hotel-competition, and the weight contest at /{locale}/contest (spec §3 contest entry: the
 * weight estimate in kg, the person, the rules accepted): the contest's introduction (content) and its state on
 * the server's clock: not open yet (when it opens), open (the form), closed, or drawn (the winner was told).
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale, api, shop, url, t, seoFor } = pageContext(args);
  const slug = contestSlugOf(url.pathname, args.params.slug);
  const contest = await contestsApi(api)
    .contest(slug)
    .catch((error: unknown) => {
      // spec §2: an address that names no page goes home.
      if (isNotFound(error)) throw redirect(localizedPath(locale, '/'));
      throw error;
    });
  const sent = url.searchParams.has('sent');
  const title = contest.page?.title ?? t('seo.contestTitle');
  const page = {
    ...routeTexts(args.request, ['contests', 'requestPerson', 'validation', 'errors', 'notices']),
    contest,
    window: {
      opens: formatSwissMoment(contest.opensAt, locale),
      closes: formatSwissMoment(contest.closesAt, locale),
      drawOn: contest.drawAt ? formatSwissDate(contest.drawAt, locale) : null,
      prizeValue: contest.prize.value === null ? null : formatMoney(contest.prize.value, locale),
    },
    formToken: contest.state === 'open' && !sent ? await formTokenOf(api) : '',
    sent,
    seo: seoFor({
      path: contestPath(slug),
      title,
      description: contest.page?.description ?? t('seo.contestDescription', { brand: shop.brandName }),
      noindex: sent,
    }),
  };
  // The state follows the server's clock and the staff's changes: no cache keeps the page.
  return data(page, { headers: { 'Cache-Control': STATE_CACHE_CONTROL } });
}

/** The entry, posted with or without JavaScript: kept → the page says so; refused → drawn again as typed. */
export async function action(args: Route.ActionArgs) {
  const { api, locale, url, t } = pageContext(args);
  const slug = contestSlugOf(url.pathname, args.params.slug);
  const fields = await postedFields(args.request);
  try {
    const { acceptRules, ...entry } = typedValues(fields);
    await contestsApi(api).enter(slug, {
      ...entry,
      acceptRules: acceptRules === 'on' || acceptRules === 'true',
      website: fields.website ?? '',
      formToken: fields.formToken,
    });
  } catch (error) {
    return publicFormFailure(error, fields, t);
  }
  return redirect(`${localizedPath(locale, contestPath(slug))}?sent`);
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

export default function ContestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { contest, window, sent, formToken } = loaderData;
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{t('contests.eyebrow')}</p>
          <h1 className="page-head__title">{contest.page?.title ?? t('seo.contestTitle')}</h1>
          {contest.page ? <p className="page-head__lead">{contest.page.description}</p> : null}
        </Container>
      </header>
      <Container className="request-page">
        <div className="request-page__main">
          {sent ? (
            <div className="request-done" role="status">
              <h2 className="request-done__title">{t('contests.done.title')}</h2>
              <p>{t('notices.contestEntrySubmitted')}</p>
              <p>{t('contests.done.text')}</p>
            </div>
          ) : contest.state === 'open' ? (
            <EntryForm kind={contest.kind} formToken={formToken} answer={actionData} />
          ) : (
            <div className="request-done" role="status">
              <p>{stateText(contest, window.opens, t)}</p>
            </div>
          )}
        </div>
        <aside className="request-page__aside" aria-labelledby="contest-facts">
          <h2 id="contest-facts" className="request-page__aside-title">
            {t('contests.prize')}
          </h2>
          <p>
            {contest.prize.text}
            {window.prizeValue ? ` (${t('contests.prizeValue', { value: window.prizeValue })})` : null}
          </p>
          <p>{t('contests.window', { opens: window.opens, closes: window.closes })}</p>
          {window.drawOn ? <p>{t('contests.drawOn', { date: window.drawOn })}</p> : null}
          {contest.page ? <RenderedHtml html={contest.page.bodyHtml} className="prose" /> : null}
          <p>
            <Link to={href(`/${CONTEST_RULES_PAGE_KEY}`)}>{t('contests.rulesLink')}</Link>
          </p>
        </aside>
      </Container>
    </>
  );
}

function stateText(contest: PublicContest, opens: string, t: ReturnType<typeof useTranslation>['t']): string {
  if (contest.state === 'upcoming') return t('contests.state.upcoming', { date: opens });
  return t(contest.state === 'drawn' ? 'contests.state.drawn' : 'contests.state.closed');
}

function EntryForm({
  kind,
  formToken,
  answer,
}: {
  kind: ContestKind;
  formToken: string;
  answer: Route.ComponentProps['actionData'];
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const form = usePublicForm({
    schema: () =>
      import('@beast/domain/validation/contest.schema').then((module) => module.contestEntrySchemaFor(kind)),
    initialValues: EMPTY_ENTRY,
    answer,
  });
  return (
    <form method="post" className="request-form" aria-labelledby="contest-form-title" {...form.formProps}>
      <h2 id="contest-form-title" className="request-form__title">
        {t('contests.form.title')}
      </h2>
      <p>{t('contests.form.lead')}</p>
      <FormAlert message={form.formError} />
      {kind === 'weight-estimate' ? (
        <TextField
          label={t('contests.form.weight')}
          hint={t('contests.form.weightHint')}
          field={form.field('weightEstimateKg')}
          inputMode="decimal"
          autoComplete="off"
          {...errorProps(form, 'weightEstimateKg')}
        />
      ) : null}
      <RequestPersonFields form={form} phoneHint={t('contests.form.phoneHint')} />
      <CheckboxField
        label={
          <>
            {t('contests.form.rules.before')}{' '}
            <Link to={href(`/${CONTEST_RULES_PAGE_KEY}`)}>{t('contests.form.rules.link')}</Link>
            {t('contests.form.rules.after')}
          </>
        }
        checkbox={form.checkbox('acceptRules')}
        {...errorProps(form, 'acceptRules')}
      />
      <FormGuardFields formToken={formToken} />
      <SubmitButton busy={form.submitting} busyLabel={t('contests.form.sending')}>
        {t('contests.form.send')}
      </SubmitButton>
    </form>
  );
}
