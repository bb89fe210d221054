import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { browserApi, logout, logoutEverywhere } from '../../lib/session/browser-session';
import { ConfirmDialog } from '../../ui/dialog';
import { FormAlert } from '../../ui/field';

/** Logout with a confirmation (spec §2 /account "logout confirmation"); spec §4: logout resets the session. */
export function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary logout" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('account.logout.button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('account.logout.title')}
        confirmLabel={t('account.logout.confirm')}
        cancelLabel={t('account.logout.cancel')}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          if (busy) return;
          setBusy(true);
          await logout(browserApi(locale));
          setBusy(false);
          setOpen(false);
          onLoggedOut();
        }}
      >
        <p>{t('account.logout.text')}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * "Log out everywhere": every device's session ends (the server refuses their tokens from now on), this one
 * included; after the confirmation the customer lands on the login page, which says it was done.
 */
export function LogoutEverywhereButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary logout-everywhere" onClick={() => setOpen(true)}>
        {t('account.logoutEverywhere.button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('account.logoutEverywhere.title')}
        confirmLabel={t('account.logoutEverywhere.confirm')}
        cancelLabel={t('account.logoutEverywhere.cancel')}
        busy={busy}
        onClose={() => {
          setOpen(false);
          setFailed(false);
        }}
        onConfirm={async () => {
          if (busy) return;
          setBusy(true);
          setFailed(false);
          try {
            await logoutEverywhere(browserApi(locale));
            setOpen(false);
            onLoggedOut();
          } catch {
            setFailed(true);
          } finally {
            setBusy(false);
          }
        }}
      >
        <p>{t('account.logoutEverywhere.text')}</p>
        <FormAlert message={failed ? t('account.logoutEverywhere.failed') : null} />
      </ConfirmDialog>
    </>
  );
}
