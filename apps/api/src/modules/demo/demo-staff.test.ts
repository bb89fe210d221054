import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ROOT } from '../../boot';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readContentSet } from '../content-import/content-set';
import { seedDemoStaff } from './demo-staff';
import { DemoStaffSchema } from './demo-staff.schema';

const DEMO_STAFF = DemoStaffSchema.parse(readContentSet(join(CONTENT_ROOT, 'demo')).staff?.value);

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('the demo admin', () => {
  it('is added once, and signs in to the back office with the password in demo mode', async () => {
    expect(await seedDemoStaff(harness.database.db, DEMO_STAFF)).toBe(DEMO_STAFF.length);
    expect(await seedDemoStaff(harness.database.db, DEMO_STAFF)).toBe(0);
    const [admin] = DEMO_STAFF;
    const signIn = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      payload: { email: admin!.email, password: admin!.password },
    });
    expect(signIn.json()).toEqual({ next: 'signed-in' });
  });
});
