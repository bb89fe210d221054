import type { Db } from '../../db/client';
import { hashPassword } from '../auth/passwords';
import { createStaffRepository } from '../staff/staff.repository';
import type { DemoStaffSeed } from './demo-staff.schema';

/**
 * Adds the demo's staff members that are missing (by email), with their password and without a second factor:
 * only demo mode lets such a member in. Answers how many were added.
 */
export async function seedDemoStaff(tx: Db, members: DemoStaffSeed, now = new Date()): Promise<number> {
  const repository = createStaffRepository(tx);
  let added = 0;
  for (const { password, ...member } of members) {
    if (await repository.findByEmail(member.email)) continue;
    await repository.insert({ ...member, passwordHash: await hashPassword(password), createdAt: now, updatedAt: now });
    added += 1;
  }
  return added;
}
