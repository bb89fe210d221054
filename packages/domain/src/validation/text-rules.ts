import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';

/**
 * Building blocks of the field schemas. spec §5: "each validator shows the first error found",
 * so a field reports only its first broken rule, taking the rules in the order the spec lists them
 * (required first). The issue does not abort the parse: the other fields and the form-level rules
 * (passwords match, phone length by dial code) still report theirs.
 */

export interface TextRule {
  readonly error: MessageKey;
  readonly isValid: (value: string) => boolean;
}

/** A value of the wrong type (a number where text belongs): a client bug, not a user mistake. */
export const INVALID_VALUE_ERROR = 'validation.invalid' satisfies MessageKey;

export const noLeadingSpace = (error: MessageKey): TextRule => ({ error, isValid: (value) => !/^\s/.test(value) });

export const noDoubleSpace = (error: MessageKey): TextRule => ({ error, isValid: (value) => !/\s\s/.test(value) });

export const noSpaces = (error: MessageKey): TextRule => ({ error, isValid: (value) => !/\s/.test(value) });

export const lengthBetween = (min: number, max: number, error: MessageKey): TextRule => ({
  error,
  isValid: (value) => value.length >= min && value.length <= max,
});

export const maxLength = (max: number, error: MessageKey): TextRule => ({
  error,
  isValid: (value) => value.length <= max,
});

export const matches = (pattern: RegExp, error: MessageKey): TextRule => ({
  error,
  isValid: (value) => pattern.test(value),
});

/** zod reports a missing value as an invalid type; the user must read it as "required". */
export function missingIsRequired(requiredError: MessageKey) {
  return (issue: { input?: unknown }): MessageKey => (issue.input == null ? requiredError : INVALID_VALUE_ERROR);
}

export function firstBrokenRule(rules: readonly TextRule[], value: string): TextRule | undefined {
  return rules.find((rule) => !rule.isValid(value));
}

function withRules(schema: z.ZodString, rules: readonly TextRule[]): z.ZodString {
  return schema.superRefine((value, context) => {
    const broken = firstBrokenRule(rules, value);
    if (broken) context.addIssue({ code: 'custom', message: broken.error });
  });
}

const notEmpty = (error: MessageKey): TextRule => ({ error, isValid: (value) => value !== '' });

/** A required text field: empty (or missing) gives `requiredError`, then the rules in order. */
export function requiredText(requiredError: MessageKey, rules: readonly TextRule[] = []): z.ZodString {
  return withRules(z.string({ error: missingIsRequired(requiredError) }), [notEmpty(requiredError), ...rules]);
}

/**
 * An optional text field: empty string, null (spec §5: empties travel as null) and a missing key are fine;
 * anything typed must pass the rules.
 */
export function optionalText(rules: readonly TextRule[]) {
  const skipWhenEmpty = rules.map((rule) => ({
    ...rule,
    isValid: (value: string) => value === '' || rule.isValid(value),
  }));
  return withRules(z.string({ error: INVALID_VALUE_ERROR }), skipWhenEmpty).nullish();
}

/** spec §5: country, dial code, time: a choice must be made. */
export function requiredSelection(error: MessageKey): z.ZodString {
  return z.string({ error }).min(1, { error });
}

/** spec §5: terms acceptance and the other consents must be ticked. */
export function acceptance(error: MessageKey) {
  return z.literal(true, { error });
}

/** A form's object: a body that is not an object at all gets a catalogue key too, never zod's English. */
export function formObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: INVALID_VALUE_ERROR });
}
