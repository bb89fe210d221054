import { CreateStaffSchema } from '@beast/domain/staff/staff-api.schema';
import { STAFF_ROLES } from '@beast/domain/staff/staff-roles';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { DomainError } from '../errors/domain-error';
import { translate } from '../i18n/translate';
import type { Actor } from '../lib/content-change';
import { parseInput } from '../lib/parse-input';
import { createStaffService, type StaffService } from '../modules/staff/staff.service';
import { parseArguments } from './arguments';

/**
 * The operators' staff commands (`npm run staff -- <command>`): the first admin is created here, and anyone
 * locked out of the back office gets a new enrolment link. Each command writes lines through `print` and
 * answers the process's exit code, so tests run them without a process.
 */
export interface StaffCliContext {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  now: () => Date;
  print: (line: string) => void;
}

/** Who the commands' changes are made by: the operator at the command line, not a staff member. */
const STAFF_CLI_ACTOR: Actor = { kind: 'tool', name: 'staff-cli' };

export const STAFF_CLI_HELP = `Manage back-office staff (the same database as the shop: DATABASE_URL, else the embedded one in DATA_DIR).

  npm run staff -- create --email EMAIL --role ROLE [--name "Full Name"]
                                      a new member; prints their one-time enrolment link (set a password and
                                      the second factor), valid 72 hours
  npm run staff -- list               every member with role and status
  npm run staff -- disable EMAIL      the member can no longer sign in; their sessions end
  npm run staff -- enable EMAIL
  npm run staff -- reset-2fa EMAIL    a lost phone: password and second factor are dropped, every session ends;
                                      prints a new enrolment link (also renews an expired invitation)
  npm run staff -- help

Roles: ${STAFF_ROLES.join(', ')}.
With the embedded database (no DATABASE_URL) stop the shop first: it allows one process at a time.`;

export async function runStaffCommand(argv: readonly string[], context: StaffCliContext): Promise<number> {
  const [command, ...rest] = argv;
  const { positional, options } = parseArguments(rest);
  const service = createStaffService({ db: context.db, clock: context.now, publicOrigin: context.config.publicUrl });
  try {
    switch (command) {
      case 'create':
        return await createMember(context, service, options);
      case 'list':
        return await listMembers(context, service);
      case 'disable':
        return await withMember(context, service, positional[0], async (id) => {
          await service.disableStaff(STAFF_CLI_ACTOR, id);
          context.print(`${positional[0]} is disabled: they can no longer sign in, and their sessions have ended.`);
        });
      case 'enable':
        return await withMember(context, service, positional[0], async (id) => {
          await service.enableStaff(STAFF_CLI_ACTOR, id);
          context.print(`${positional[0]} can sign in again.`);
        });
      case 'reset-2fa':
        return await withMember(context, service, positional[0], async (id) => {
          const link = await service.resetSecondFactor(STAFF_CLI_ACTOR, id);
          printLink(context, link.enrolmentLink, link.expiresAt);
        });
      case undefined:
      case 'help':
      case '--help':
        context.print(STAFF_CLI_HELP);
        return 0;
      default:
        context.print(`Unknown command "${command}".\n\n${STAFF_CLI_HELP}`);
        return 2;
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const fields = Object.entries(error.fields ?? {}).map(([field, key]) => `--${field}: ${translate('en', key)}`);
    context.print(fields.length > 0 ? fields.join('\n') : translate('en', `errors.${error.code}`));
    return error.code === 'VALIDATION_FAILED' ? 2 : 1;
  }
}

async function createMember(context: StaffCliContext, service: StaffService, options: Record<string, string>) {
  const email = options.email ?? '';
  const input = parseInput(CreateStaffSchema, {
    email,
    role: options.role ?? '',
    name: options.name ?? email.split('@')[0] ?? '',
  });
  const link = await service.inviteStaff(STAFF_CLI_ACTOR, input);
  context.print(`Created ${link.staff.email} (${link.staff.role}).`);
  printLink(context, link.enrolmentLink, link.expiresAt);
  return 0;
}

async function listMembers(context: StaffCliContext, service: StaffService) {
  const { data, total } = await service.listStaff(0, 1000);
  if (total === 0) {
    context.print('No staff yet. Create the first admin: npm run staff -- create --email EMAIL --role admin');
    return 0;
  }
  for (const member of data) {
    const lastSignIn = member.lastSignInAt
      ? `last signed in ${member.lastSignInAt.slice(0, 16).replace('T', ' ')}`
      : '';
    context.print(
      [
        member.email.padEnd(32),
        member.role.padEnd(8),
        member.status.padEnd(9),
        (member.secondFactor ? '2FA' : 'no 2FA').padEnd(7),
        lastSignIn,
      ]
        .join('  ')
        .trimEnd(),
    );
  }
  return 0;
}

async function withMember(
  context: StaffCliContext,
  service: StaffService,
  email: string | undefined,
  run: (id: number) => Promise<void>,
): Promise<number> {
  if (!email) {
    context.print('Name the member by their email.');
    return 2;
  }
  const member = await service.findByEmail(email);
  if (!member) {
    context.print(`${translate('en', 'errors.STAFF_NOT_FOUND')} (${email})`);
    return 1;
  }
  await run(member.id);
  return 0;
}

function printLink(context: StaffCliContext, link: string, expiresAt: string) {
  context.print(
    `Give them this one-time enrolment link (valid until ${expiresAt.slice(0, 16).replace('T', ' ')} UTC):`,
  );
  context.print(link);
  context.print('It is shown only now: the shop keeps only its fingerprint.');
}
