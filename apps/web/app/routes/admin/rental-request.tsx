import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { canDecideRental, RENTAL_DECISIONS } from '@beast/domain/rentals/rental.rules';
import { RentalRecordSchema } from '@beast/domain/rentals/rental-api.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Fragment } from 'react';
import { Form, Link } from 'react-router';
import { Card } from '../../features/back-office/admin-card';
import { AdminTextArea } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FormAlert } from '../../ui/field';
import type { Route } from './+types/rental-request';

const path = (id: string) => `/api/admin/rentals/requests/${encodeURIComponent(id)}`;

export async function loader(args: Route.LoaderArgs) {
  return { rental: await backOfficeApi(args).load(path(args.params.id), RentalRecordSchema) };
}

/** Confirms or declines the request (the button pressed), with the message typed; the API emails the person. */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { csrf: csrfToken, decision = '', ...values } = await formFields(args.request);
  try {
    await api.change('POST', `${path(args.params.id)}/decision`, {
      body: { decision, message: values.message || null },
      csrfToken,
      schema: RentalRecordSchema,
    });
    return { done: decision === 'confirm' ? 'admin.rental.confirmed' : 'admin.rental.declined' };
  } catch (error) {
    return api.failure(error, values);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.rental.title');

/**
 * A rental request in the back office (the Inbox links to it): the bike, months and prices the server worked out,
 * the person and the delivery address, and the one answer staff give: confirm or decline, with a message.
 */
export default function RentalRequestScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const session = useStaffSession();
  const { rental } = loaderData;
  const answer = actionData as { done?: string; failure?: FormFailure } | undefined;
  if (!session) return null;
  const facts: [string, string][] = [
    [t('admin.rental.bike'), rental.model.name],
    [t('admin.rental.months'), String(rental.months)],
    [t('admin.rental.monthly'), formatMoney(rental.monthlyPrice, locale)],
    [t('admin.rental.total'), formatMoney(rental.total, locale)],
  ];
  const person: [string, string][] = [
    [t('admin.rental.person'), `${rental.firstName} ${rental.lastName}`],
    [t('admin.rental.email'), rental.email],
    [t('admin.rental.phone'), `${rental.countryCode} ${rental.phoneNumber}`],
    [t('admin.rental.address'), `${rental.address}, ${rental.zipCode} ${rental.city}`],
    [t('admin.rental.message'), rental.message ?? '—'],
  ];
  return (
    <>
      <p>
        <Link to={BACK_OFFICE_PATHS.inbox}>{t('admin.rental.back')}</Link>
      </p>
      <ScreenHeading
        title={t('admin.rental.heading', { id: rental.id })}
        lead={t('admin.rental.lead', { date: formatSwissMoment(rental.createdAt, locale) })}
      >
        <p className="admin-badge">{t(`inbox.status.${rental.status}`)}</p>
      </ScreenHeading>
      <DoneNotice message={answer?.done ? t(answer.done) : null} />
      <Card id="rental-facts" title={t('admin.rental.rental')}>
        <Facts rows={facts} />
      </Card>
      <Card id="rental-person" title={t('admin.rental.person')}>
        <Facts rows={person} />
      </Card>
      <Card id="rental-answer" title={t('admin.rental.answer')}>
        {canDecideRental(rental.status) ? (
          <Form method="post" className="form" noValidate>
            <FormAlert message={answer?.failure?.formError ?? null} />
            <input type="hidden" name="csrf" value={session.csrfToken} />
            <AdminTextArea
              name="message"
              label={t('admin.rental.decisionMessage')}
              defaultValue={answer?.failure?.values.message ?? ''}
              error={answer?.failure?.fields.message}
            />
            <div className="admin-links">
              {RENTAL_DECISIONS.map((decision) => (
                <button
                  key={decision}
                  type="submit"
                  name="decision"
                  value={decision}
                  className={`button ${decision === 'confirm' ? 'button--primary' : 'button--secondary'}`}
                >
                  {t(`admin.rental.${decision}`)}
                </button>
              ))}
            </div>
          </Form>
        ) : (
          <>
            <p>
              {t('admin.rental.answered', { date: formatSwissMoment(rental.decidedAt ?? rental.createdAt, locale) })}
            </p>
            {rental.decisionMessage ? <Facts rows={[[t('admin.rental.yourMessage'), rental.decisionMessage]]} /> : null}
          </>
        )}
      </Card>
    </>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="admin-facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
