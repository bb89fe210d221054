import { z } from '../zod';
import { AddressSchema, CitySchema, CountrySchema, ZipCodeSchema } from './address.schema';
import type { Clock } from './calendar-date';
import { optionalDateOfBirthSchema } from './date-of-birth.schema';
import { FirstNameSchema, LastNameSchema } from './name.schema';
import { GenderSchema, NationalitySchema } from './person.schema';
import { DIAL_CODE_ERRORS, OptionalPhoneNumberSchema } from './phone.schema';
import { formObject, INVALID_VALUE_ERROR } from './text-rules';

/**
 * spec §3 Profile user, personal-info form (spec §4: saving marks personalInfoFormSaved).
 * The phone is optional here; once a number is typed its country code is needed too.
 */
export function profileSchema({ clock }: { clock?: Clock } = {}) {
  return formObject({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    gender: GenderSchema,
    dateOfBirthday: optionalDateOfBirthSchema({ clock }),
    nationality: NationalitySchema,
    countryCode: z.string({ error: INVALID_VALUE_ERROR }).nullish(),
    phoneNumber: OptionalPhoneNumberSchema,
  }).superRefine(
    (profile, context) => {
      if (!profile.countryCode) {
        context.addIssue({ code: 'custom', message: DIAL_CODE_ERRORS.required, path: ['countryCode'] });
      }
    },
    { when: (payload) => hasPhoneNumber(payload.value) },
  );
}

function hasPhoneNumber(value: unknown): boolean {
  const phoneNumber = (value as { phoneNumber?: unknown } | null | undefined)?.phoneNumber;
  return typeof phoneNumber === 'string' && phoneNumber !== '';
}

export const ProfileSchema = profileSchema();
export type Profile = z.infer<typeof ProfileSchema>;

/** spec §3 Profile user, delivery-address form (spec §4: saving marks deliveryAddressFormSaved). */
export const DeliveryAddressSchema = formObject({
  country: CountrySchema,
  zipCode: ZipCodeSchema,
  city: CitySchema,
  address: AddressSchema,
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;
