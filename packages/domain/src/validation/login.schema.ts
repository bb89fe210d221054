import type { z } from '../zod';
import { EmailSchema } from './email.schema';
import { CurrentPasswordSchema } from './password.schema';
import { formObject } from './text-rules';

/** spec §4 Login by credentials (the code-based reading is in verification-code.schema.ts). */
export const LoginSchema = formObject({
  email: EmailSchema,
  password: CurrentPasswordSchema,
});
export type Login = z.infer<typeof LoginSchema>;
