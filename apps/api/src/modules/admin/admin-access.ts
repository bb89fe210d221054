import { rolesAllowed, STAFF_ROLES, type StaffPermission, type StaffRole } from '@beast/domain/staff/staff-roles';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { DomainError } from '../../errors/domain-error';
import type { Actor } from '../../lib/content-change';
import type { StaffCookies } from '../staff/staff-cookies';
import type { LiveStaffSession, StaffSessions } from '../staff/staff-sessions';

/**
 * Who may call a back-office route: a permission of the roles table (packages/domain staff-roles.ts), any
 * signed-in staff member, or anyone (the sign-in and enrolment steps).
 */
export type StaffAccess = StaffPermission | 'signed-in' | 'public';

export interface AdminRouteEntry {
  method: string;
  /** The path as registered, with its parameters (`/api/admin/staff/:id/role`). */
  url: string;
  access: StaffAccess;
  /** The roles allowed; empty for public routes. */
  roles: readonly StaffRole[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `access()`: every back-office route declares it, or the app refuses to start. */
    staffAccess?: StaffAccess;
  }
  interface FastifyRequest {
    /** The signed-in staff member of a back-office request; null elsewhere. */
    staffSession: LiveStaffSession | null;
  }
  interface FastifyInstance {
    /** Every back-office route with who may call it: what the role-table test walks. */
    adminRoutes: readonly AdminRouteEntry[];
  }
}

export const BACK_OFFICE_TAGS = ['back office'];
/** OpenAPI: the session cookie; a change also carries X-CSRF-Token (`csrfToken` of GET /admin/session). */
const STAFF_SECURITY = [{ staffSession: [], csrfToken: [] }];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The back office's one route registry (ARCHITECTURE: Back office). Routes registered in `scope` after this
 * call declare who may use them with `access(…)`:
 *
 *   api.get('/staff', access('staff', { querystring, response }), handler)
 *
 * and every call is checked on the server before its input is even read: no session (a customer's bearer
 * token does not count) → 401; a role without the permission → 403, logged; a change (any method but
 * GET/HEAD) without the session's CSRF token → 403. A route without `access` stops the app at start. The
 * registry lists every route for `app.adminRoutes`, so the role-table test covers new screens by itself.
 */
export function registerAdminAccess(
  scope: FastifyInstance,
  { sessions, cookies, registry }: { sessions: StaffSessions; cookies: StaffCookies; registry: AdminRouteEntry[] },
) {
  scope.decorateRequest('staffSession', null);
  scope.addHook('onRoute', (route) => {
    const access = route.config?.staffAccess;
    const methods = [route.method].flat();
    if (!access) throw new Error(`${methods.join(',')} ${route.url}: a back-office route must declare access()`);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registry.push({ method, url: route.url, access, roles: access === 'public' ? [] : rolesFor(access) });
    }
  });

  async function authenticate(request: FastifyRequest): Promise<LiveStaffSession> {
    const token = cookies.sessionToken(request);
    const session = token ? await sessions.resolve(token) : undefined;
    if (!session) throw new DomainError('UNAUTHORIZED');
    request.staffSession = session;
    return session;
  }

  function guard(access: Exclude<StaffAccess, 'public'>) {
    const roles = rolesFor(access);
    return async function checkStaffAccess(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const { member } = await authenticate(request);
      if (!roles.includes(member.role)) {
        request.log.warn(
          { staffId: member.id, role: member.role, method: request.method, route: request.routeOptions.url },
          'back-office call refused: role not allowed',
        );
        throw new DomainError('FORBIDDEN');
      }
      const session = request.staffSession!;
      if (!SAFE_METHODS.has(request.method) && !sessions.csrfMatches(session, csrfHeader(request))) {
        request.log.warn({ staffId: member.id, route: request.routeOptions.url }, 'back-office change refused: CSRF');
        throw new DomainError('CSRF_REFUSED');
      }
    };
  }

  /** A back-office route's options: its schema (tagged for OpenAPI), its access check and its registry entry. */
  return function access<S extends FastifySchema>(who: StaffAccess, schema: S) {
    return {
      schema: { ...schema, tags: BACK_OFFICE_TAGS, ...(who !== 'public' && { security: STAFF_SECURITY }) },
      config: { staffAccess: who },
      ...(who !== 'public' && { onRequest: guard(who) }),
    };
  };
}

export type AdminAccess = ReturnType<typeof registerAdminAccess>;

function rolesFor(access: Exclude<StaffAccess, 'public'>): readonly StaffRole[] {
  return access === 'signed-in' ? STAFF_ROLES : rolesAllowed(access);
}

function csrfHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['x-csrf-token'];
  return Array.isArray(value) ? value[0] : value;
}

/** The signed-in member of a route declared with `access()` (its check ran before the handler). */
export function signedInSession(request: FastifyRequest): LiveStaffSession {
  if (!request.staffSession) throw new DomainError('UNAUTHORIZED');
  return request.staffSession;
}

/** Who the audit log names for a change made through this request. */
export function staffActor(request: FastifyRequest): Actor {
  return { kind: 'staff', staffId: signedInSession(request).member.id };
}
