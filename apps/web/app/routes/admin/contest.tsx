import {
  type AdminContest,
  type AdminContestEntryList,
  AdminContestEntryListSchema,
  AdminContestSchema,
  CONTEST_ENTRIES_PAGE_SIZE,
} from '@beast/domain/contests/contest-api.schema';
import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminTextField, firstRefused } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import {
  CONTEST_DETAILS_FIELDS,
  contestDetailsFromForm,
  contestDetailsValues,
} from '../../features/back-office/contest-form';
import { ListPages } from '../../features/back-office/list-pages';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/contest';

const contestPath = (slug: string) => `/api/admin/contests/${encodeURIComponent(slug)}`;

export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const url = new URL(args.request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const path = contestPath(args.params.slug);
  const [contest, entries] = await Promise.all([
    api.load(path, AdminContestSchema),
    api.load(`${path}/entries`, AdminContestEntryListSchema, {
      offset: (page - 1) * CONTEST_ENTRIES_PAGE_SIZE,
      limit: CONTEST_ENTRIES_PAGE_SIZE,
    }),
  ]);
  return { contest, entries, page };
}

type Intent = 'save' | 'draw';

export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent = '', csrf: csrfToken, ...values } = await formFields(args.request);
  const path = contestPath(args.params.slug);
  try {
    if (intent === 'draw') {
      await api.change('POST', `${path}/draw`, {
        body: { realWeightKg: values.realWeightKg ?? '' },
        csrfToken,
        schema: AdminContestSchema,
      });
      return { done: 'drawn' as const };
    }
    await api.change('PUT', path, { body: contestDetailsFromForm(values), csrfToken, schema: AdminContestSchema });
    return { done: 'saved' as const };
  } catch (error) {
    return api.failure(error, values, { intent: intent as Intent });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.contests.title');

/**
 * One contest on the Contests screen: its window and prize (Swiss time; audited), the draw once it closed
 * (the weight contest against the real weight staff enter), and its entries, with their CSV.
 */
export default function ContestScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const { contest, entries, page } = loaderData;
  const answer = actionData as { done?: 'saved' | 'drawn'; failure?: FormFailure; intent?: Intent } | undefined;
  const failureOf = (intent: Intent) => (answer?.failure && answer.intent === intent ? answer.failure : undefined);
  return (
    <>
      <ScreenHeading
        title={contest.slug}
        lead={`${t(`admin.contests.kind.${contest.kind}`)} · ${t(`admin.contests.state.${contest.state}`)}`}
      >
        <p>
          <Link to={BACK_OFFICE_PATHS.contests}>{t('admin.contests.back')}</Link>
        </p>
      </ScreenHeading>
      <DoneNotice message={answer?.done ? t(`admin.contests.done.${answer.done}`) : null} />
      <Draw contest={contest} csrfToken={session.csrfToken} failure={failureOf('draw')} />
      <Details contest={contest} csrfToken={session.csrfToken} failure={failureOf('save')} />
      <Entries contest={contest} entries={entries} page={page} />
    </>
  );
}

function Draw({
  contest,
  csrfToken,
  failure,
}: {
  contest: AdminContest;
  csrfToken: string;
  failure: FormFailure | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <section className="admin-card" aria-labelledby="contest-draw">
      <h2 id="contest-draw" className="admin-section__title">
        {t('admin.contests.draw')}
      </h2>
      {contest.winner && contest.drawnAt ? (
        <>
          <p>{t('admin.contests.winner', { name: contest.winner.name, email: contest.winner.email })}</p>
          {contest.winner.weightEstimateKg !== null && contest.realWeightKg !== null ? (
            <p>
              {t('admin.contests.winnerEstimate', {
                estimate: contest.winner.weightEstimateKg,
                real: contest.realWeightKg,
              })}
            </p>
          ) : null}
          <p>{t('admin.contests.drawnAt', { at: formatSwissMoment(contest.drawnAt, locale) })}</p>
        </>
      ) : contest.state === 'closed' ? (
        <>
          <p>{t(`admin.contests.drawLead.${contest.kind}`)}</p>
          <ActionForm
            failure={failure}
            hidden={{ intent: 'draw', csrf: csrfToken }}
            submit={t('admin.contests.drawButton')}
          >
            {contest.kind === 'weight-estimate' ? (
              <AdminTextField
                name="realWeightKg"
                label={t('admin.contests.realWeight')}
                inputMode="decimal"
                defaultValue={failure?.values.realWeightKg ?? ''}
                error={failure?.fields.realWeightKg}
                focus={Boolean(failure?.fields.realWeightKg)}
              />
            ) : null}
          </ActionForm>
        </>
      ) : (
        <p>{t('admin.contests.drawNotYet')}</p>
      )}
    </section>
  );
}

function Details({
  contest,
  csrfToken,
  failure,
}: {
  contest: AdminContest;
  csrfToken: string;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const values = failure?.values ?? contestDetailsValues(contest);
  const focus = firstRefused(failure?.fields, CONTEST_DETAILS_FIELDS);
  const field = (name: (typeof CONTEST_DETAILS_FIELDS)[number]) => ({
    name,
    defaultValue: values[name] ?? '',
    error: failure?.fields[name],
    focus: focus === name,
  });
  return (
    <section className="admin-card" aria-labelledby="contest-details">
      <h2 id="contest-details" className="admin-section__title">
        {t('admin.contests.details')}
      </h2>
      <p>{t('admin.contests.detailsLead')}</p>
      {contest.drawnAt ? null : (
        <ActionForm
          // A saved change shows the stored values again.
          key={contest.opensAt + contest.closesAt}
          failure={failure}
          hidden={{ intent: 'save', csrf: csrfToken }}
          submit={t('admin.contests.save')}
        >
          <div className="admin-fields">
            <AdminTextField label={t('admin.contests.opensAt')} type="datetime-local" {...field('opensAt')} />
            <AdminTextField label={t('admin.contests.closesAt')} type="datetime-local" {...field('closesAt')} />
            <AdminTextField
              label={t('admin.contests.drawAt')}
              hint={t('admin.contests.optional')}
              type="datetime-local"
              {...field('drawAt')}
            />
            <AdminTextField
              label={t('admin.contests.prizeValue')}
              hint={t('admin.contests.optional')}
              inputMode="decimal"
              {...field('prizeValue')}
            />
          </div>
          {LOCALES.map((locale) => (
            <AdminTextField
              key={locale}
              label={t('admin.contests.prizeText', { language: locale.toUpperCase() })}
              lang={locale}
              {...field(`prizeText.${locale}`)}
            />
          ))}
        </ActionForm>
      )}
    </section>
  );
}

function Entries({ contest, entries, page }: { contest: AdminContest; entries: AdminContestEntryList; page: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <section className="admin-card" aria-labelledby="contest-entries">
      <h2 id="contest-entries" className="admin-section__title">
        {t('admin.contests.entriesTitle')} ({t('admin.contests.entries', { count: entries.total })})
      </h2>
      <p className="admin-links">
        <a href={`/api/admin/contests/${encodeURIComponent(contest.slug)}/entries.csv`} download>
          {t('admin.contests.export')}
        </a>
      </p>
      {entries.data.length === 0 ? (
        <p>{t('admin.contests.noEntries')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.contests.column.at')}</th>
                <th scope="col">{t('admin.contests.column.name')}</th>
                <th scope="col">{t('admin.contests.column.email')}</th>
                <th scope="col">{t('admin.contests.column.phone')}</th>
                {contest.kind === 'weight-estimate' ? <th scope="col">{t('admin.contests.column.estimate')}</th> : null}
                <th scope="col">{t('admin.contests.column.language')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatSwissMoment(entry.createdAt, locale)}</td>
                  <th scope="row">{`${entry.firstName} ${entry.lastName}`}</th>
                  <td>{entry.email}</td>
                  <td>{entry.phoneNumber}</td>
                  {contest.kind === 'weight-estimate' ? <td>{entry.weightEstimateKg}</td> : null}
                  <td>{entry.locale.toUpperCase()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPages
        path={`${BACK_OFFICE_PATHS.contests}/${contest.slug}`}
        page={page}
        pages={Math.max(1, Math.ceil(entries.total / CONTEST_ENTRIES_PAGE_SIZE))}
        filters={{}}
        texts="admin.contests.entryPages"
      />
    </section>
  );
}
