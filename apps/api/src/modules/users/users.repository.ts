import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';

export type ProfileRow = typeof users.$inferSelect;
export type ProfileChanges = Partial<
  Pick<
    ProfileRow,
    | 'firstName'
    | 'lastName'
    | 'gender'
    | 'dateOfBirth'
    | 'nationality'
    | 'countryCode'
    | 'phoneNumber'
    | 'country'
    | 'zipCode'
    | 'city'
    | 'address'
  >
>;

/** The signed-in user's own row; every query is scoped by the token's user id (ARCHITECTURE: Security). */
export function createUsersRepository(db: Db) {
  return {
    async findById(userId: number): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async update(userId: number, changes: ProfileChanges, at: Date): Promise<ProfileRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: at })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    async setProfileImagePath(userId: number, path: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ profileImagePath: path, updatedAt: at })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length === 1;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
