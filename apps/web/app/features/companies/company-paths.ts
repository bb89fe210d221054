import { loginPath, samePrefixPath } from '../../lib/session/session-paths';

export { loginPath };

/** Registration that comes back to the company page once the account is confirmed and signed in. */
export function registerPathFor(lang: string | undefined, redirectTo: string): string {
  return `${samePrefixPath(lang, '/register')}?${new URLSearchParams({ redirectTo })}`;
}
