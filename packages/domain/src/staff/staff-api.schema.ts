import { pageOf } from '../catalog/product.schema';
import {
  RECOVERY_CODE_GROUP_LENGTH,
  SECOND_FACTOR_CODE_LENGTH,
  STAFF_NAME_MAX_LENGTH,
} from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import { EmailSchema } from '../validation/email.schema';
import { CurrentPasswordSchema, PASSWORD_FIELDS, passwordsMustMatch } from '../validation/password.schema';
import {
  formObject,
  lengthBetween,
  matches,
  noDoubleSpace,
  noLeadingSpace,
  requiredText,
} from '../validation/text-rules';
import { z } from '../zod';
import { STAFF_PERMISSIONS, STAFF_ROLES } from './staff-roles';

/**
 * The back office's accounts API (/api/admin/auth, /api/admin/enrolment, /api/admin/staff): what the back
 * office's forms send and what they receive. Staff are not customers: their own accounts, a password and a
 * second factor (RFC 6238 codes from an authenticator app, or a single-use recovery code).
 */

export const STAFF_ERRORS = {
  nameRequired: 'validation.staffName.required',
  nameLeadingSpace: 'validation.staffName.leadingSpace',
  nameDoubleSpace: 'validation.staffName.doubleSpace',
  nameLength: 'validation.staffName.length',
  roleRequired: 'validation.staffRole.required',
  codeRequired: 'validation.secondFactor.required',
  codeFormat: 'validation.secondFactor.format',
  recoveryCodeRequired: 'validation.recoveryCode.required',
  recoveryCodeFormat: 'validation.recoveryCode.format',
} as const satisfies Record<string, MessageKey>;

export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const StaffNameSchema = requiredText(STAFF_ERRORS.nameRequired, [
  noLeadingSpace(STAFF_ERRORS.nameLeadingSpace),
  noDoubleSpace(STAFF_ERRORS.nameDoubleSpace),
  lengthBetween(1, STAFF_NAME_MAX_LENGTH, STAFF_ERRORS.nameLength),
]);

/** A role picked in a form: nothing picked (or anything else) reads "choose a role". */
const RoleChoiceSchema = z.enum(STAFF_ROLES, { error: STAFF_ERRORS.roleRequired });

/** The 6 digits the authenticator app shows; spaces typed in the middle (`123 456`) are ignored. */
export const SecondFactorCodeSchema = requiredText(STAFF_ERRORS.codeRequired, [
  matches(new RegExp(`^\\d{${SECOND_FACTOR_CODE_LENGTH}}$`), STAFF_ERRORS.codeFormat),
]);

/** Recovery codes are written without 0/O and 1/I/L, so they can be read back from paper. */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const RECOVERY_GROUP = `[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_GROUP_LENGTH}}`;

export const RecoveryCodeSchema = requiredText(STAFF_ERRORS.recoveryCodeRequired, [
  matches(new RegExp(`^${RECOVERY_GROUP}-?${RECOVERY_GROUP}$`, 'i'), STAFF_ERRORS.recoveryCodeFormat),
]);

/** `k7qpm 2xwtd` → `K7QPM-2XWTD`: how a recovery code is stored and compared. */
export function normaliseRecoveryCode(code: string): string {
  const plain = code.replace(/[\s-]/g, '').toUpperCase();
  return `${plain.slice(0, RECOVERY_CODE_GROUP_LENGTH)}-${plain.slice(RECOVERY_CODE_GROUP_LENGTH)}`;
}

/** Spaces typed between the digits are not part of the code. */
export function normaliseSecondFactorCode(code: string): string {
  return code.replace(/\s/g, '');
}

/** POST /admin/auth/sign-in: the first step, email and password. */
export const StaffSignInSchema = formObject({ email: EmailSchema, password: CurrentPasswordSchema });
export type StaffSignIn = z.infer<typeof StaffSignInSchema>;

/**
 * What the first step answers: the second factor is asked next, or (demo mode only, for an account
 * without one) the member is signed in.
 */
export const StaffSignInStepSchema = z.object({ next: z.enum(['second-factor', 'signed-in']) });
export type StaffSignInStep = z.infer<typeof StaffSignInStepSchema>;

/** POST /admin/auth/second-factor: a code from the app, or one of the recovery codes. */
export const SecondFactorRequestSchema = z.discriminatedUnion('method', [
  formObject({ method: z.literal('totp'), code: SecondFactorCodeSchema }),
  formObject({ method: z.literal('recovery'), code: RecoveryCodeSchema }),
]);
export type SecondFactorRequest = z.infer<typeof SecondFactorRequestSchema>;

/** The enrolment link's token: a staff member sets their password and second factor with it, once. */
const EnrolmentTokenSchema = z.string().min(1).max(200);

export const EnrolmentQuerySchema = z.object({ token: EnrolmentTokenSchema });
/** GET /admin/enrolment: whom the link enrols. */
export const EnrolmentSchema = z.object({ email: z.string(), name: z.string() });
export type Enrolment = z.infer<typeof EnrolmentSchema>;

/** POST /admin/enrolment/password: the new password, which starts a new second factor. */
export const EnrolmentPasswordSchema = passwordsMustMatch(
  formObject({ token: EnrolmentTokenSchema, ...PASSWORD_FIELDS }),
);
export type EnrolmentPassword = z.infer<typeof EnrolmentPasswordSchema>;

/** The new second factor, shown once: the QR code to scan and the same secret to type. */
export const SecondFactorSetupSchema = z.object({
  secret: z.string().describe('base32, for typing into the app'),
  otpauthUri: z.string(),
  qrSvg: z.string().describe('an SVG image of otpauthUri'),
});
export type SecondFactorSetup = z.infer<typeof SecondFactorSetupSchema>;

/** POST /admin/enrolment/confirm: the first code of the app proves it was set up; the member is signed in. */
export const EnrolmentConfirmSchema = formObject({ token: EnrolmentTokenSchema, code: SecondFactorCodeSchema });
export type EnrolmentConfirm = z.infer<typeof EnrolmentConfirmSchema>;

/** Shown once, at the end of the enrolment: each works once instead of a code from the app. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const SignedInStaffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
});
export type SignedInStaff = z.infer<typeof SignedInStaffSchema>;

/**
 * GET /admin/session: who is signed in, what they may use (the navigation), and the token every change
 * must carry in `X-CSRF-Token`.
 */
export const StaffSessionSchema = z.object({
  staff: SignedInStaffSchema,
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  csrfToken: z.string(),
  secondFactor: z.boolean().describe('false only for the demo admin in demo mode'),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** A row of the Staff screen. `invited`: the enrolment is not done yet. */
export const StaffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  status: z.enum(STAFF_STATUSES),
  secondFactor: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffListSchema = pageOf(StaffMemberSchema);
export type StaffList = z.infer<typeof StaffListSchema>;

/** POST /admin/staff: a new member, who enrols through the link in the answer. */
export const CreateStaffSchema = formObject({ email: EmailSchema, name: StaffNameSchema, role: RoleChoiceSchema });
export type CreateStaff = z.infer<typeof CreateStaffSchema>;

/** PUT /admin/staff/:id/role */
export const ChangeStaffRoleSchema = formObject({ role: RoleChoiceSchema });

/** The one-time enrolment link of a new member or of a reset second factor (it is not stored in clear). */
export const EnrolmentLinkSchema = z.object({
  staff: StaffMemberSchema,
  enrolmentLink: z.string(),
  expiresAt: z.string(),
});
export type EnrolmentLink = z.infer<typeof EnrolmentLinkSchema>;
