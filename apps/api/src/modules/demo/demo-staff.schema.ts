import { STAFF_ROLES } from '@beast/domain/staff/staff-roles';
import { z } from '@beast/domain/zod';

/**
 * The demo's back-office staff, as `content/demo/staff.json` lists them: the demo admin, whose second factor is
 * off (demo mode only lets a member without one sign in with the password; production refuses demo content
 * and any sign-in without a second factor). Printed in the README's demo tips.
 */
export const DemoStaffSchema = z.array(
  z.object({
    email: z.email(),
    password: z.string().min(10),
    name: z.string().min(1),
    role: z.enum(STAFF_ROLES),
  }),
);
export type DemoStaffSeed = z.infer<typeof DemoStaffSchema>;
