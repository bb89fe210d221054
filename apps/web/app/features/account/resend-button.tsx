import { useTranslation } from '../../lib/i18n/i18n-context';

/**
 * A resend action that stays focusable while locked (aria-disabled) and shows the seconds left (spec §4).
 */
export function ResendButton({
  label,
  remaining,
  busy,
  onResend,
}: {
  label: string;
  remaining: number;
  busy: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const locked = remaining > 0 || busy;
  return (
    <button
      type="button"
      className="button button--ghost resend"
      aria-disabled={locked || undefined}
      onClick={() => {
        if (!locked) onResend();
      }}
    >
      {remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : label}
    </button>
  );
}
