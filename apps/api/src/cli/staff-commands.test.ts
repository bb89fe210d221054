import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember, staffSessionFor, uniqueStaffEmail } from '../test/staff';
import { createTestApp, type TestApp } from '../test/test-app';
import { runStaffCommand, STAFF_CLI_HELP } from './staff-commands';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await runStaffCommand(argv, {
    db: harness.database.db,
    config: harness.config,
    now: () => new Date(),
    print: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

const linkIn = (output: string) => output.split('\n').find((line) => line.startsWith(harness.config.publicUrl))!;

describe('npm run staff', () => {
  it('explains itself, and refuses an unknown command', async () => {
    expect(await run('help')).toEqual({ code: 0, output: STAFF_CLI_HELP });
    const unknown = await run('promote-everyone');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('Unknown command "promote-everyone"');
  });

  it('creates the first admin and prints the enrolment link, which opens their enrolment', async () => {
    const email = uniqueStaffEmail('first-admin');
    const created = await run('create', '--email', email, '--role', 'admin', '--name', 'Ada Admin');
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain(`Created ${email} (admin).`);
    const link = new URL(linkIn(created.output));
    expect(link.pathname).toBe('/admin/enrol');
    const enrolment = await harness.app.inject({ method: 'GET', url: `/api/admin/enrolment${link.search}` });
    expect(enrolment.json()).toEqual({ email, name: 'Ada Admin' });
  });

  it('refuses a missing role, a bad email and an email already taken, saying why', async () => {
    const noRole = await run('create', '--email', uniqueStaffEmail());
    expect(noRole).toEqual({ code: 2, output: '--role: Please choose a role.' });
    expect((await run('create', '--email', 'not-an-email', '--role', 'sales')).output).toContain('--email:');
    const existing = await createStaffMember(harness);
    expect(await run('create', '--email', existing.email, '--role', 'sales')).toEqual({
      code: 1,
      output: 'A staff member already has this email.',
    });
  });

  it('lists members with role, status and second factor', async () => {
    const member = await createStaffMember(harness, { role: 'support' });
    const listed = await run('list');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(new RegExp(`${member.email}\\s+support\\s+active\\s+2FA`));
  });

  it('disables and enables a member, ending their sessions', async () => {
    const member = await createStaffMember(harness, { role: 'sales' });
    const session = await staffSessionFor(harness, member.id);
    expect((await run('disable', member.email)).code).toBe(0);
    const after = await harness.app.inject({ method: 'GET', url: '/api/admin/session', headers: session.read });
    expect(after.statusCode).toBe(401);
    expect((await run('list')).output).toMatch(new RegExp(`${member.email}\\s+sales\\s+disabled`));
    expect((await run('enable', member.email.toUpperCase())).code).toBe(0);
    expect((await run('disable', 'nobody@beast.example')).code).toBe(1);
    expect((await run('disable')).code).toBe(2);
  });

  it('resets a second factor with a new enrolment link', async () => {
    const member = await createStaffMember(harness, { role: 'content' });
    const reset = await run('reset-2fa', member.email);
    expect(reset.code).toBe(0);
    const enrolment = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/enrolment${new URL(linkIn(reset.output)).search}`,
    });
    expect(enrolment.json()).toMatchObject({ email: member.email });
    expect((await run('list')).output).toMatch(new RegExp(`${member.email}\\s+content\\s+invited\\s+no 2FA`));
  });
});
