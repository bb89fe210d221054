import type { CodePurpose } from '@beast/domain/accounts/accounts-api.schema';
import type { ApiTransport } from '../../lib/api/api-transport';

/**
 * The answers' schemas load with the first answer: the sign-in and registration pages use this module, and
 * their first visit downloads no schema library (decision 14).
 */
const schemas = () => import('@beast/domain/accounts/accounts-api.schema');
const countryListSchema = () =>
  import('@beast/domain/catalog/product.schema').then((module) => module.CountryListSchema);
const codeSentSchema = () => schemas().then((module) => module.CodeSentSchema);
const emailConfirmedSchema = () => schemas().then((module) => module.EmailConfirmedSchema);
const profileImageSchema = () => schemas().then((module) => module.ProfileImageSchema);
const registeredSchema = () => schemas().then((module) => module.RegisteredSchema);
const resetPasswordTokenSchema = () => schemas().then((module) => module.ResetPasswordTokenSchema);
const tokensSchema = () => schemas().then((module) => module.TokensSchema);
const userProfileSchema = () => schemas().then((module) => module.UserProfileSchema);

/** Accounts (spec §7 auth/* and /users*; contract: @beast/domain/accounts/accounts-api.schema). */
export function accountApi(api: ApiTransport) {
  return {
    /** GET /users/dictionary: countries with their dial codes, named in the page's language. */
    countries: () => api.get('/api/users/dictionary', { schema: countryListSchema }),
    register: (registration: Record<string, unknown>) =>
      api.send('POST', '/api/users', { schema: registeredSchema, body: registration }),
    confirmEmail: (body: { email: string; code: string }) =>
      api.send('POST', '/api/auth/confirm/email', { schema: emailConfirmedSchema, body }),
    resendConfirmation: (body: { email: string }) =>
      api.send('POST', '/api/auth/confirm/email', { schema: codeSentSchema, body }),
    login: (body: { email: string; password: string }) =>
      api.send('POST', '/api/auth/login', { schema: tokensSchema, body }),
    sendCode: (body: { email: string; purpose: CodePurpose }) =>
      api.send('POST', '/api/auth/code', { schema: codeSentSchema, body }),
    verifyLoginCode: (body: { email: string; code: string }) =>
      api.send('POST', '/api/auth/code/verify', { schema: tokensSchema, body: { ...body, purpose: 'login' } }),
    verifyResetCode: (body: { email: string; code: string }) =>
      api.send('POST', '/api/auth/code/verify', {
        schema: resetPasswordTokenSchema,
        body: { ...body, purpose: 'reset-password' },
      }),
    resetPassword: (resetPasswordToken: string, body: { password: string; passwordConfirmation: string }) =>
      api.send('POST', '/api/auth/reset/password', { body, bearer: resetPasswordToken }),
    me: () => api.get('/api/users/me', { schema: userProfileSchema, as: 'session' }),
    updateMe: (body: Record<string, unknown>) =>
      api.send('PUT', '/api/users/me', { schema: userProfileSchema, body, as: 'session' }),
    uploadProfileImage: (image: Blob, onUploadProgress?: (fraction: number) => void) => {
      const form = new FormData();
      form.append('image', image);
      return api.send('PUT', '/api/users/me/img', {
        schema: profileImageSchema,
        body: form,
        as: 'session',
        onUploadProgress,
      });
    },
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
