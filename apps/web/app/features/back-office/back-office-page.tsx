import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { ButtonLink } from '../../ui/button';
import { FormStatus } from '../../ui/field';
import { KeepTogether } from '../../ui/keep-together';

/** A screen's heading and lead, the same on every back-office page. */
export function ScreenHeading({
  title,
  keepTogether = '',
  lead,
  children,
}: {
  title: string;
  /** A part of the title that never breaks across lines (an order number). */
  keepTogether?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="admin-screen__head">
      <h1 className="admin-screen__title">
        <KeepTogether text={title} part={keepTogether} />
      </h1>
      {lead ? <p className="admin-screen__lead">{lead}</p> : null}
      {children}
    </div>
  );
}

/**
 * What a change did, in a card under the heading; the status region stays in the page without one, so the
 * message a later change brings is announced.
 */
export function DoneNotice({ message }: { message: string | null | undefined }) {
  if (!message) return <FormStatus message={null} />;
  return (
    <div className="admin-card admin-done">
      <FormStatus message={message} />
    </div>
  );
}

/** The brand as the root's loader gives it (BRAND.md: configuration). */
export function useBrandName(): string {
  return useRouteLoaderData<{ brandName?: string }>('root')?.brandName ?? 'Beast';
}

/** A page that could not be shown: not for this role (403), not found (404), or failed. */
export function BackOfficeError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'failed';
  if (kind === 'failed' && import.meta.env.DEV) console.error(error);
  return (
    <div className="admin-card admin-error">
      <p className="eyebrow">{status}</p>
      <h1 className="admin-screen__title">{t(`admin.error.${kind}Title`)}</h1>
      <p>{t(`admin.error.${kind}`)}</p>
      <p>
        <ButtonLink to={BACK_OFFICE_PATHS.home} variant="secondary">
          {t('admin.error.home')}
        </ButtonLink>
      </p>
    </div>
  );
}
