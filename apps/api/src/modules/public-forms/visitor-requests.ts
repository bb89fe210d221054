import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Authenticate } from '../../plugins/authenticate';
import type { Inbox } from '../inbox/inbox.service';
import type { FormGuard } from './form-guard';

/**
 * What every module of visitors' requests (test rides, contact, quotations, B2B, rentals, newsletter,
 * contests, reviews) is built with: each one's routes file takes this one object.
 */
export interface VisitorRequestDependencies {
  db: Db;
  clock: Clock;
  /** Opens each request in the staff's inbox, in the transaction that stores it. */
  inbox: Inbox;
  /** The abuse checks of a public form: `preValidation: forms.check('<form name>')`. */
  forms: FormGuard;
  /** The shop's secret, for signed links (lib/signed-value.ts) with a purpose of their own. */
  secret: string;
  brandName: string;
  /** The shop's public origin (PUBLIC_URL): the one origin of the links emails carry. */
  publicOrigin: string;
  authenticate: Authenticate;
  authenticateIfPresent: Authenticate;
}
