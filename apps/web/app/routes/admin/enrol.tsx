import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import {
  EnrolmentSchema,
  RecoveryCodesSchema,
  type SecondFactorSetup,
  SecondFactorSetupSchema,
} from '@beast/domain/staff/staff-api.schema';
import { useEffect, useRef } from 'react';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminTextField, firstRefused } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { ScreenHeading, useBrandName } from '../../features/back-office/back-office-page';
import { BackOfficeShell } from '../../features/back-office/back-office-shell';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { ButtonLink } from '../../ui/button';
import type { Route } from './+types/enrol';

/** /admin/enrol?token=…: the one-time link of a new member, or of a member whose second factor was reset. */
export async function loader(args: Route.LoaderArgs) {
  const token = new URL(args.request.url).searchParams.get('token') ?? '';
  const api = backOfficeApi(args);
  try {
    const enrolment = await api.read('/api/admin/enrolment', EnrolmentSchema, { token });
    return { token, enrolment, invalid: null };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) throw error;
    return { token, enrolment: null, invalid: api.t('errors.ENROLMENT_LINK_INVALID') };
  }
}

/**
 * The last step spends the link: read again, it would say the link no longer works instead of showing the
 * recovery codes. The page's own steps never change whom the link enrols.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

type Answer =
  | { step: 'scan'; setup: SecondFactorSetup; failure?: undefined }
  | { step: 'done'; recoveryCodes: string[]; failure?: undefined }
  | { step: 'password' | 'scan'; secret?: string; failure: FormFailure };

/**
 * First the password, which answers the second factor to scan (shown this once); then the app's first code,
 * which answers the recovery codes (shown this once) and signs the member in.
 */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent, token = '', secret, ...values } = await formFields(args.request);
  if (intent === 'confirm') {
    try {
      const { recoveryCodes } = await api.change('POST', '/api/admin/enrolment/confirm', {
        body: { token, code: values.code ?? '' },
        schema: RecoveryCodesSchema,
      });
      return data({ step: 'done', recoveryCodes } as Answer, { headers: api.cookieHeaders() });
    } catch (error) {
      return api.failure(error, {}, { step: 'scan', secret } as const);
    }
  }
  try {
    const setup = await api.change('POST', '/api/admin/enrolment/password', {
      body: { token, password: values.password ?? '', passwordConfirmation: values.passwordConfirmation ?? '' },
      schema: SecondFactorSetupSchema,
    });
    return { step: 'scan', setup } as Answer;
  } catch (error) {
    return api.failure(error, {}, { step: 'password' } as const);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.enrol.title');

export default function Enrol({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const brandName = useBrandName();
  const { token, enrolment, invalid } = loaderData;
  const answer = actionData as Answer | undefined;
  // Without scripts the page is rendered again after the last step, when the link is already spent.
  if (answer?.step === 'done') {
    return (
      <BackOfficeShell brandName={brandName}>
        <div className="admin-card admin-card--narrow">
          <ScreenHeading title={t('admin.enrol.title')} />
          <RecoveryCodes codes={answer.recoveryCodes} />
        </div>
      </BackOfficeShell>
    );
  }
  return (
    <BackOfficeShell brandName={brandName}>
      <div className="admin-card admin-card--narrow">
        {enrolment ? (
          <>
            <ScreenHeading
              title={t('admin.enrol.title')}
              lead={t('admin.enrol.lead', { name: enrolment.name, email: enrolment.email })}
            />
            <EnrolmentStep token={token} answer={answer as Exclude<Answer, { step: 'done' }> | undefined} />
          </>
        ) : (
          <ScreenHeading title={t('admin.enrol.invalidTitle')} lead={invalid} />
        )}
      </div>
    </BackOfficeShell>
  );
}

function EnrolmentStep({ token, answer }: { token: string; answer: Exclude<Answer, { step: 'done' }> | undefined }) {
  // The QR code comes once, with the password's answer: a mistyped code must not take it off the page.
  const shownSetup = useRef<SecondFactorSetup | null>(null);
  useEffect(() => {
    if (answer?.step === 'scan' && !answer.failure) shownSetup.current = answer.setup;
  }, [answer]);
  if (answer?.step === 'scan') {
    const shown = answer.failure ? (shownSetup.current ?? { secret: answer.secret ?? '' }) : answer.setup;
    return <ScanStep token={token} setup={shown} failure={answer.failure} />;
  }
  return <PasswordStep token={token} failure={answer?.failure} />;
}

function PasswordStep({ token, failure }: { token: string; failure: FormFailure | undefined }) {
  const { t } = useTranslation();
  const focus = firstRefused(failure?.fields, ['password', 'passwordConfirmation']);
  return (
    <ActionForm failure={failure} hidden={{ intent: 'password', token }} submit={t('admin.enrol.passwordSubmit')}>
      <AdminTextField
        name="password"
        type="password"
        label={t('admin.enrol.password')}
        autoComplete="new-password"
        error={failure?.fields.password}
        focus={focus === 'password'}
      />
      <AdminTextField
        name="passwordConfirmation"
        type="password"
        label={t('admin.enrol.passwordConfirmation')}
        autoComplete="new-password"
        error={failure?.fields.passwordConfirmation}
        focus={focus === 'passwordConfirmation'}
      />
    </ActionForm>
  );
}

function ScanStep({
  token,
  setup,
  failure,
}: {
  token: string;
  setup: Pick<SecondFactorSetup, 'secret'> & Partial<SecondFactorSetup>;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section className="admin-enrol" aria-labelledby="scan-title">
      <h2 id="scan-title" className="admin-section__title">
        {t('admin.enrol.scanTitle')}
      </h2>
      <p>{t('admin.enrol.scanLead')}</p>
      {setup.qrSvg ? (
        <img
          className="admin-enrol__qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          alt={t('admin.enrol.qrAlt')}
          width={220}
          height={220}
        />
      ) : null}
      <p className="admin-enrol__secret">
        {t('admin.enrol.secretLabel')}
        <code>{setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
      </p>
      <ActionForm
        failure={failure}
        hidden={{ intent: 'confirm', token, secret: setup.secret }}
        submit={t('admin.enrol.confirm')}
      >
        <AdminTextField
          name="code"
          label={t('admin.enrol.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={failure?.fields.code}
          focus={failure !== undefined}
        />
      </ActionForm>
    </section>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recovery-title">
      <h2 id="recovery-title" className="admin-section__title">
        {t('admin.enrol.recoveryTitle')}
      </h2>
      <p>{t('admin.enrol.recoveryLead')}</p>
      <ol className="admin-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <ButtonLink to={BACK_OFFICE_PATHS.home} reloadDocument>
          {t('admin.enrol.continue')}
        </ButtonLink>
      </p>
    </section>
  );
}
