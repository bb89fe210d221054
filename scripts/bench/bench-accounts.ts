// Creates the bench's signed-in customers directly in the shop's database (the one DATA_DIR or DATABASE_URL
// names), between two starts of the shop: signing up hundreds of people over HTTP would only measure the rate
// limits and Argon2. Confirmed, with one password; creating them again changes nothing.
// Usage: node --import tsx scripts/bench/bench-accounts.ts <count> <password> <email with {i}, e.g. bench-{i}@x.example>
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { users } from '../../apps/api/src/db/schema/accounts';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords';

const [count, password, emailPattern] = process.argv.slice(2);
if (!count || !password || !emailPattern?.includes('{i}'))
  throw new Error('usage: <count> <password> <email with {i}>');
const database = await openDatabase(loadConfig());
try {
  await database.migrate();
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const rows = Array.from({ length: Number(count) }, (_, index) => ({
    email: emailPattern.replace('{i}', String(index)),
    passwordHash,
    firstName: 'Bench',
    lastName: `Rider ${index}`,
    gender: 'female' as const,
    country: 'CH',
    city: 'Lausanne',
    countryCode: '+41',
    phoneNumber: '791234567',
    language: 'en' as const,
    termsAcceptedAt: now,
    emailConfirmedAt: now,
  }));
  await database.db.insert(users).values(rows).onConflictDoNothing();
} finally {
  await database.close();
}
