import { EMAIL_RESEND_LOCK_MS } from '../constants/ui';
import { LOCALES } from '../i18n/locale';
import { EmailSchema } from '../validation/email.schema';
import { PASSWORD_FIELDS, passwordsMustMatch } from '../validation/password.schema';
import { DeliveryAddressSchema, ProfileSchema } from '../validation/profile.schema';
import { formObject } from '../validation/text-rules';
import { VerificationCodeSchema } from '../validation/verification-code.schema';
import { z } from '../zod';

/**
 * The accounts API (spec §7 auth/* and /users*): what the browser sends and receives.
 * Request bodies are validated on the server with the very schemas the forms use (spec §5). Empty
 * optional fields travel as null (spec §5) and the server reads null as empty before validating.
 * Dates of birth travel as the form shows them, dd/mm/yyyy.
 */

/** spec §3 Session: what sign-in and refresh return. The access token is a JWT of about 15 minutes. */
export const TokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof TokensSchema>;

/** What a code or confirmation request answers: when the next one may be asked for (spec §4: 60 s). */
export const CodeSentSchema = z.object({ sent: z.literal(true), resendAfterSeconds: z.number().int() });
export type CodeSent = z.infer<typeof CodeSentSchema>;
export const RESEND_AFTER_SECONDS = EMAIL_RESEND_LOCK_MS / 1000;

/** POST /auth/confirm/email: with a code it verifies, without one it sends the code (and link) again. */
export const ConfirmEmailRequestSchema = formObject({ email: EmailSchema, code: VerificationCodeSchema.optional() });
export const EmailConfirmedSchema = z.object({ confirmed: z.literal(true) });

/** POST /auth/code and /auth/code/verify: a one-time code for signing in or for resetting the password. */
export const CodePurposeSchema = z.enum(['login', 'reset-password']);
export type CodePurpose = z.infer<typeof CodePurposeSchema>;
export const SendCodeRequestSchema = formObject({ email: EmailSchema, purpose: CodePurposeSchema.default('login') });
export const VerifyCodeRequestSchema = formObject({
  email: EmailSchema,
  code: VerificationCodeSchema,
  purpose: CodePurposeSchema.default('login'),
});
/** Verifying a reset code answers a short-lived token for POST /auth/reset/password (spec §3 resetPasswordToken). */
export const ResetPasswordTokenSchema = z.object({ resetPasswordToken: z.string() });

/** POST /auth/reset/password, with the reset token as bearer. */
export const NewPasswordRequestSchema = passwordsMustMatch(formObject({ ...PASSWORD_FIELDS }));

/** POST /auth/logout: revokes this refresh token (and nothing else). */
export const LogoutRequestSchema = z.object({ refreshToken: z.string().min(1) });

export const RegisteredSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  emailConfirmationRequired: z.literal(true),
});

/** GET/PUT /users/me: spec §3 Profile user. Absent values are null. */
export const UserProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  dateOfBirthday: z.string().nullable().describe('dd/mm/yyyy'),
  nationality: z.string().nullable(),
  country: z.string().nullable().describe('ISO 3166-1 alpha-2 code, e.g. CH; /users/dictionary names it'),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  countryCode: z.string().nullable().describe('dial code, e.g. +41'),
  phoneNumber: z.string().nullable(),
  profileImage: z.string().nullable().describe('URL under /files'),
  language: z.enum(LOCALES),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/**
 * PUT /users/me saves one form at a time (spec §4 Profile: personal info and delivery address are saved
 * separately), named by `section`.
 */
export const UpdateProfileRequestSchema = z.discriminatedUnion('section', [
  ProfileSchema.extend({ section: z.literal('personalInfo') }),
  DeliveryAddressSchema.extend({ section: z.literal('deliveryAddress') }),
]);

/** PUT /users/me/img answers the new photo's URL. The upload is multipart/form-data with a file field `image`. */
export const ProfileImageSchema = z.object({ profileImage: z.string() });

/** The accounts routes, for the API and the storefront's client alike (paths under /api). */
export const ACCOUNT_ROUTES = {
  register: 'POST /users',
  me: 'GET /users/me',
  updateMe: 'PUT /users/me',
  uploadImage: 'PUT /users/me/img',
  confirmEmail: 'POST /auth/confirm/email',
  login: 'POST /auth/login',
  sendCode: 'POST /auth/code',
  verifyCode: 'POST /auth/code/verify',
  refresh: 'POST /auth/refresh/token',
  resetPassword: 'POST /auth/reset/password',
  logout: 'POST /auth/logout',
} as const;
