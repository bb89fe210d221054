import { DEFAULT_ODOO_INSTANCE_ID } from '../constants/business';
import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';
import { AddressSchema, CitySchema, CountrySchema, ZipCodeSchema } from './address.schema';
import { EmailSchema } from './email.schema';
import { FirstNameSchema, LastNameSchema } from './name.schema';
import { DialCodeSchema, PHONE_NUMBER_ERRORS, withDialCodePhone } from './phone.schema';
import { formObject, INVALID_VALUE_ERROR, requiredSelection, requiredText } from './text-rules';

export const DELIVERY_TYPE_ERRORS = {
  required: 'validation.deliveryType.required',
} as const satisfies Record<string, MessageKey>;

/**
 * spec §3 Checkout contacts, with the defaults registerUser true, odooInstanceId "1", withShipping true.
 * The phone follows the checkout variant of spec §5, whose maximum depends on the chosen dial code
 * (`countryCode`), so its full check runs on the whole object.
 */
export const CheckoutContactsSchema = withDialCodePhone(
  formObject({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    email: EmailSchema,
    countryCode: DialCodeSchema,
    phoneNumber: requiredText(PHONE_NUMBER_ERRORS.required),
    country: CountrySchema,
    city: CitySchema,
    zipCode: ZipCodeSchema,
    address: AddressSchema,
    registerUser: z.boolean({ error: INVALID_VALUE_ERROR }).default(true),
    deliveryTypeId: requiredSelection(DELIVERY_TYPE_ERRORS.required),
    odooInstanceId: z
      .string({ error: INVALID_VALUE_ERROR })
      .min(1, { error: INVALID_VALUE_ERROR })
      .default(DEFAULT_ODOO_INSTANCE_ID),
    withShipping: z.boolean({ error: INVALID_VALUE_ERROR }).default(true),
  }),
);
export type CheckoutContacts = z.infer<typeof CheckoutContactsSchema>;
export type CheckoutContactsInput = z.input<typeof CheckoutContactsSchema>;
