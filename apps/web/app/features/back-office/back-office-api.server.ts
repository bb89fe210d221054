import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { isBackOfficePath } from '@beast/domain/staff/back-office-root';
import type { z } from '@beast/domain/zod';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { createApiTransport } from '../../lib/api/api-transport';
import { errorText } from '../../lib/api/error-text';
import { shopContext } from '../../lib/api/load-context';
import { serverT } from '../../lib/i18n/catalogue.server';
import { resolveRequestLanguage } from '../../lib/i18n/language';

/**
 * The back office's way to the API from its loaders and actions (decision 15): in-process, with the staff
 * member's cookies, in the page's language. A change carries the session's CSRF token, which the page's form
 * sends back; the API checks the role and the token. The API's Set-Cookie lines (a session started or ended)
 * are handed on to the browser with the page's answer.
 */
export function backOfficeApi({ request, context }: { request: Request; context: unknown }) {
  const locale = resolveRequestLanguage(request);
  const setCookies: string[] = [];
  const api = createApiTransport({
    locale,
    context: shopContext(context as Partial<AppLoadContext> | undefined),
    onResponse: (response) => setCookies.push(...response.headers.getSetCookie()),
  });
  const cookie = request.headers.get('cookie');
  const staffHeaders = (csrfToken?: string): Record<string, string> => ({
    ...(cookie && { cookie }),
    ...(csrfToken && { 'x-csrf-token': csrfToken }),
  });

  return {
    locale,
    t: serverT(locale),

    /**
     * A page's data. Without a session the member signs in and comes back; a role without the permission
     * gets the 403 page, a missing entry the 404 page.
     */
    async load<T>(path: string, schema: z.ZodType<T>, query: Record<string, string | number | undefined> = {}) {
      try {
        return await api.get(path, { schema, query, headers: staffHeaders() });
      } catch (error) {
        throw pageError(error, request);
      }
    },

    /** An answer of the API as it is, for a page that says itself what a refusal means. */
    read<T>(path: string, schema: z.ZodType<T>, query: Record<string, string | number | undefined> = {}) {
      return api.get(path, { schema, query, headers: staffHeaders() });
    },

    /** The member's session when they are signed in, else null (the sign-in page sends them on). */
    async currentSession<T>(schema: z.ZodType<T>): Promise<T | null> {
      try {
        return await api.get('/api/admin/session', { schema, headers: staffHeaders() });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },

    /** A change of an action, with the CSRF token its form carried. */
    change<T = void>(
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      options: {
        body?: unknown;
        csrfToken?: string;
        schema?: z.ZodType<T>;
        headers?: Record<string, string>;
        /** The address's query, which the transport joins with the language (never written into `path`). */
        query?: Record<string, string>;
      } = {},
    ): Promise<T> {
      return api.send(method, path, {
        body: options.body,
        query: options.query,
        schema: options.schema,
        headers: { ...options.headers, ...staffHeaders(options.csrfToken) },
      });
    },

    /**
     * An action's refusal as the page answers it, with the API's status: the form's message, each field's
     * (translated by the API) and what was typed. A session that ended meanwhile signs in again first;
     * anything unexpected fails the page.
     */
    failure<Extra extends object = object>(error: unknown, values: Record<string, string>, extra?: Extra) {
      if (error instanceof ApiError && error.code === 'UNAUTHORIZED') throw redirect(signInPath(request));
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      const failure: FormFailure = { formError: errorText(error, serverT(locale)), fields: error.fields, values };
      return data({ ...(extra as Extra), failure }, { status: error.status });
    },

    /** The answer's headers: the API's cookies for the browser. */
    cookieHeaders(): Headers {
      const headers = new Headers();
      for (const line of setCookies) headers.append('set-cookie', line);
      return headers;
    },
  };
}

export type BackOfficeApi = ReturnType<typeof backOfficeApi>;

/** An API refusal as the page answers it: sign in (401), not for this role (403), not found (404). */
export function pageError(error: unknown, request: Request): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 401) return redirect(signInPath(request));
  if (error.status === 403 || error.status === 404) return data(null, { status: error.status });
  return error;
}

/** The sign-in page, coming back to this page afterwards. */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const query = back === BACK_OFFICE_PATHS.home ? '' : `?${new URLSearchParams({ redirectTo: back })}`;
  return `${BACK_OFFICE_PATHS.signIn}${query}`;
}

/** A page of the back office named by a form or the query (never another site), else the overview. */
export function backOfficePath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//')) return BACK_OFFICE_PATHS.home;
  return isBackOfficePath(value.split(/[?#]/, 1)[0]!) ? value : BACK_OFFICE_PATHS.home;
}

/** Where to go after signing in: the page the member came for, never the sign-in page again. */
export function backOfficeRedirect(value: string | null | undefined): string {
  const path = backOfficePath(value);
  return path.startsWith(BACK_OFFICE_PATHS.signIn) ? BACK_OFFICE_PATHS.home : path;
}

/** What a refused form shows: the form's message, each field's message (translated by the API), what was typed. */
export interface FormFailure {
  formError: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

/** The text fields of a posted form. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  return textFields(await request.formData());
}

/** The text fields of a form that may also carry files. */
export function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return fields;
}
