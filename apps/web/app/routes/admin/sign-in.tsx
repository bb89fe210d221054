import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { StaffSessionSchema, StaffSignInStepSchema } from '@beast/domain/staff/staff-api.schema';
import { Link, redirect } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminTextField, firstRefused } from '../../features/back-office/admin-fields';
import {
  backOfficeApi,
  backOfficeRedirect,
  type FormFailure,
  formFields,
} from '../../features/back-office/back-office-api.server';
import { ScreenHeading, useBrandName } from '../../features/back-office/back-office-page';
import { BackOfficeShell } from '../../features/back-office/back-office-shell';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FormStatus } from '../../ui/field';
import type { Route } from './+types/sign-in';

/** The steps of signing in: the password, then a code of the app or a recovery code. */
const STEPS = ['password', 'code', 'recovery'] as const;
type Step = (typeof STEPS)[number];

const SIGNED_OUT = { this: 'admin.signIn.signedOut', everywhere: 'admin.signIn.signedOutEverywhere' } as const;

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const redirectTo = backOfficeRedirect(url.searchParams.get('redirectTo'));
  if (await backOfficeApi(args).currentSession(StaffSessionSchema)) throw redirect(redirectTo);
  const step = STEPS.find((each) => each === url.searchParams.get('step')) ?? 'password';
  const signedOut = url.searchParams.get('signedOut');
  return {
    step,
    redirectTo,
    signedOut: signedOut === 'this' || signedOut === 'everywhere' ? SIGNED_OUT[signedOut] : null,
  };
}

/**
 * The password answers the next step (or, for the demo admin in demo mode, the session); a code answers the
 * session. The API sets its cookies; the answer hands them to the browser.
 */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent, redirectTo: back, csrf: _csrf, ...values } = await formFields(args.request);
  const redirectTo = backOfficeRedirect(back);
  try {
    if (intent === 'password') {
      const step = await api.change('POST', '/api/admin/auth/sign-in', { body: values, schema: StaffSignInStepSchema });
      const next =
        step.next === 'signed-in'
          ? redirectTo
          : `${BACK_OFFICE_PATHS.signIn}?${new URLSearchParams({ step: 'code', redirectTo })}`;
      return redirect(next, { headers: api.cookieHeaders() });
    }
    const method = intent === 'recovery' ? 'recovery' : 'totp';
    await api.change('POST', '/api/admin/auth/second-factor', { body: { method, code: values.code ?? '' } });
    return redirect(redirectTo, { headers: api.cookieHeaders() });
  } catch (error) {
    const { password: _password, ...kept } = values;
    return api.failure(error, kept);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.signIn.title');

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { step, redirectTo, signedOut } = loaderData;
  const failure = actionData?.failure;
  const lead =
    step === 'password' ? 'admin.signIn.lead' : step === 'code' ? 'admin.signIn.codeLead' : 'admin.signIn.recoveryLead';
  return (
    <BackOfficeShell brandName={useBrandName()}>
      <div className="admin-card admin-card--narrow">
        <ScreenHeading
          title={t(step === 'password' ? 'admin.signIn.title' : 'admin.signIn.codeTitle')}
          lead={t(lead)}
        />
        <FormStatus message={signedOut && !failure ? t(signedOut) : null} />
        {step === 'password' ? (
          <PasswordStep redirectTo={redirectTo} failure={failure} />
        ) : (
          <CodeStep step={step} redirectTo={redirectTo} failure={failure} />
        )}
      </div>
    </BackOfficeShell>
  );
}

function PasswordStep({ redirectTo, failure }: { redirectTo: string; failure: FormFailure | undefined }) {
  const { t } = useTranslation();
  const focus = firstRefused(failure?.fields, ['email', 'password']);
  return (
    <ActionForm failure={failure} hidden={{ intent: 'password', redirectTo }} submit={t('admin.signIn.submit')}>
      <AdminTextField
        name="email"
        type="email"
        label={t('admin.signIn.email')}
        autoComplete="username"
        defaultValue={failure?.values.email ?? ''}
        error={failure?.fields.email}
        focus={focus === 'email'}
      />
      <AdminTextField
        name="password"
        type="password"
        label={t('admin.signIn.password')}
        autoComplete="current-password"
        error={failure?.fields.password}
        focus={focus === 'password' || (failure !== undefined && !focus)}
      />
    </ActionForm>
  );
}

function CodeStep({
  step,
  redirectTo,
  failure,
}: {
  step: Exclude<Step, 'password'>;
  redirectTo: string;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const other = step === 'code' ? 'recovery' : 'code';
  const stepLink = (to: Step) =>
    `${BACK_OFFICE_PATHS.signIn}?${new URLSearchParams(to === 'password' ? { redirectTo } : { step: to, redirectTo })}`;
  return (
    <>
      <ActionForm
        key={step}
        failure={failure}
        hidden={{ intent: step, redirectTo }}
        submit={t('admin.signIn.codeSubmit')}
      >
        {step === 'code' ? (
          <AdminTextField
            name="code"
            label={t('admin.signIn.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={failure?.fields.code}
            focus
          />
        ) : (
          <AdminTextField
            name="code"
            label={t('admin.signIn.recoveryCode')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={failure?.fields.code}
            focus
          />
        )}
      </ActionForm>
      <ul className="admin-links">
        <li>
          <Link to={stepLink(other)}>
            {t(other === 'recovery' ? 'admin.signIn.useRecovery' : 'admin.signIn.useApp')}
          </Link>
        </li>
        <li>
          <Link to={stepLink('password')}>{t('admin.signIn.restart')}</Link>
        </li>
      </ul>
    </>
  );
}
