import type { z } from '../zod';
import { CitySchema, CountrySchema } from './address.schema';
import type { Clock } from './calendar-date';
import { TermsAcceptanceSchema } from './consent.schema';
import { optionalDateOfBirthSchema } from './date-of-birth.schema';
import { EmailSchema } from './email.schema';
import { FirstNameSchema, LastNameSchema } from './name.schema';
import { PASSWORD_FIELDS, passwordsMustMatch } from './password.schema';
import { GenderSchema, NationalitySchema } from './person.schema';
import { DialCodeSchema, RequiredPhoneNumberSchema } from './phone.schema';
import { formObject } from './text-rules';

/**
 * spec §3 Registration: names, gender, country, city, nationality (optional), phone number with its
 * country code, date of birth (optional), email, password twice, acceptance of the terms and privacy policy.
 */
export function registrationSchema({ clock }: { clock?: Clock } = {}) {
  return passwordsMustMatch(
    formObject({
      firstName: FirstNameSchema,
      lastName: LastNameSchema,
      gender: GenderSchema,
      country: CountrySchema,
      city: CitySchema,
      nationality: NationalitySchema,
      countryCode: DialCodeSchema,
      phoneNumber: RequiredPhoneNumberSchema,
      dateOfBirthday: optionalDateOfBirthSchema({ clock }),
      email: EmailSchema,
      ...PASSWORD_FIELDS,
      acceptTerms: TermsAcceptanceSchema,
    }),
  );
}

export const RegistrationSchema = registrationSchema();
export type Registration = z.infer<typeof RegistrationSchema>;
