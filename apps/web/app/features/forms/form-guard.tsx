import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@beast/domain/validation/public-form-names';

/**
 * The two fields every public form sends for the server's abuse checks (no third-party captcha): a field
 * people never see or reach, which robots fill, and the token the page was drawn with, which tells the
 * server how long the form was open. Put it anywhere inside the <form>.
 */
export function FormGuardFields({ formToken }: { formToken: string }) {
  return (
    <>
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={`${HONEYPOT_FIELD}-trap`}>Website</label>
        <input id={`${HONEYPOT_FIELD}-trap`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
    </>
  );
}
