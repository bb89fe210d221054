/**
 * What never reaches a log line: query parameters of database errors, password hashes, tokens (access,
 * refresh, reset, guest; an Idempotency-Key is no secret), one-time codes and card fields. Values are dropped
 * by the name of their field, and by their shape wherever they hide in text (an error message quoting a
 * request body, a URL). Used by the logger for every line (lib/logger.ts).
 */

export const REDACTED = '[redacted]';

/** Field names whose values are secret, compared without case, "-" or "_". */
const SECRET_FIELD_NAMES = [
  'password',
  'passwordConfirmation',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'resetPasswordToken',
  'guestToken',
  'orderToken',
  'x-order-token',
  'paymentToken',
  'authorization',
  'cookie',
  'set-cookie',
  'secret',
  'clientSecret',
  'apiKey',
  'otp',
  'verificationCode',
  'oneTimeCode',
  'recoveryCode',
  'recoveryCodes',
  'csrfToken',
  'x-csrf-token',
  'totpSecret',
  'otpauthUri',
  'qrSvg',
  'enrolmentLink',
  'cardNumber',
  'pan',
  'cvc',
  'cvv',
  'cvc2',
  'securityCode',
  'cardCode',
  'expiry',
  'expiryDate',
  'expiration',
  'expirationDate',
  'expMonth',
  'expYear',
  'email',
];
const SECRET_FIELDS = new Set(SECRET_FIELD_NAMES.map(normalise));

/** A database error's statement and values, and the driver's copies of them: never logged at all. */
const DROPPED_ERROR_FIELDS = new Set(
  ['params', 'parameters', 'query', 'queryOptions', 'detail', 'where', 'internalQuery', 'raw', 'headers'].map(
    normalise,
  ),
);

/** A one-time code is 6 digits; `code` is also an error's code (23505, VALIDATION_FAILED), which stays. */
const ONE_TIME_CODE = /^\d{6}$/;

function normalise(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, '');
}

function isSecretField(name: string, value: unknown): boolean {
  const key = normalise(name);
  if (SECRET_FIELDS.has(key)) return true;
  return (key === 'code' || key === 'number') && typeof value !== 'object' && ONE_TIME_CODE.test(String(value));
}

/** The names as text may spell them: camelCase, snake_case, kebab-case. */
const SECRET_NAMES = [...SECRET_FIELD_NAMES, 'code', 'number']
  .flatMap((name) => [name, name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)])
  .map((name) => name.replace(/[-_]/g, '[-_]?'))
  .join('|');
/** `"password":"…"` or `password=…` inside text (a JSON body quoted by a parse error, a query string). */
const NAMED_IN_TEXT = new RegExp(
  `("(?:${SECRET_NAMES})"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"?|[^,}\\s]+)|(\\b(?:${SECRET_NAMES})=)([^&\\s"]*)`,
  'gi',
);

const SHAPES: readonly RegExp[] = [
  /\$argon2(?:id|i|d)\$[^\s"',]*/g, // password hashes
  /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, // JWTs: access and reset tokens
  /\b(?:sk|rk|pk)_(?:live|test)_\w+|\bwhsec_\w+|\b\w+_secret_\w+/g, // Stripe keys and client secrets
  // Card numbers: 13 to 19 digits in a row, or grouped as cards print them (4-4-4-x, Amex 4-6-5).
  /(?<![\w.-])(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2}[ -]\d{1,7}|\d{4}[ -]\d{6}[ -]\d{4,5})(?![\w.-])/g,
];

/** Text with every secret it quotes, by name or by shape, replaced. */
export function redactText(text: string): string {
  let result = text.replace(NAMED_IN_TEXT, (match, jsonKey, _json, formKey) => {
    if (jsonKey) return `${jsonKey}"${REDACTED}"`;
    if (formKey) return `${formKey}${REDACTED}`;
    return match;
  });
  for (const shape of SHAPES) result = result.replace(shape, REDACTED);
  return result;
}

const MAX_DEPTH = 8;

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A value to log, with its secrets replaced: plain objects and arrays are copied, errors serialised. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return serializeError(value, depth);
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((each) => redactValue(each, depth + 1));
  if (!isPlainRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    copy[key] = isSecretField(key, child) ? REDACTED : redactValue(child, depth + 1);
  }
  return copy;
}

/** Drizzle's error for a failed statement quotes the statement and lists its values in its message. */
const QUOTED_QUERY = /^Failed query\b/;

/** An error's own message, safe to log: a failed query is not quoted; the database's own reason stays. */
export function safeErrorMessage(error: Error): string {
  if (QUOTED_QUERY.test(error.message)) return 'Failed query';
  return redactText(error.message);
}

function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function causesOf(error: Error): Error[] {
  const causes: Error[] = [];
  for (let cause = error.cause; cause instanceof Error && causes.length < 5; cause = cause.cause) causes.push(cause);
  return causes;
}

/**
 * pino's error shape (`type`, `message`, `stack`, own fields) without a database error's statement, values and
 * details, and with secrets redacted; causes are told in the message and the stack, as pino does.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return redactValue(error, depth);
  const chain = [error, ...causesOf(error)];
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: chain.map(safeErrorMessage).join(': caused by: '),
    stack: chain
      .map((each, index) => `${index ? 'caused by: ' : ''}${each.name}: ${safeErrorMessage(each)}\n${framesOf(each)}`)
      .join('\n'),
  };
  for (const each of chain) {
    for (const [key, child] of Object.entries(each)) {
      if (key === 'cause' || key in serialized || DROPPED_ERROR_FIELDS.has(normalise(key))) continue;
      serialized[key] = isSecretField(key, child) ? REDACTED : redactValue(child, depth + 1);
    }
  }
  return serialized;
}

/** A request as logged: method, path and query (its secrets redacted), host and address. */
export function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactText(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
