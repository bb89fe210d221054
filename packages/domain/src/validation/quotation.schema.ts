import { QUOTATION_LINE_MAX_QUANTITY, QUOTATION_MAX_LINES } from '../constants/business';
import { COMPANY_NAME_MAX_LENGTH, FREE_TEXT_MAX_LENGTH } from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';
import { MESSAGE_ERRORS } from './contact.schema';
import { EmailSchema } from './email.schema';
import { FirstNameSchema, LastNameSchema } from './name.schema';
import { RequiredPhoneNumberSchema } from './phone.schema';
import { multilineText } from './safe-text';
import { formObject, maxLength, noDoubleSpace, noLeadingSpace, optionalText } from './text-rules';

/**
 * spec §3, §6 quotation: a company or a person asks for bikes, accessories and services with quantities.
 * The same schema checks the page's form as it is typed and the request on the server; the server prices it.
 */
export const QUOTATION_CUSTOMER_TYPES = ['company', 'person'] as const;
export type QuotationCustomerType = (typeof QUOTATION_CUSTOMER_TYPES)[number];

export const QUOTATION_ERRORS = {
  customerType: 'validation.customerType.required',
  companyNameRequired: 'validation.companyName.required',
  companyNameMaxLength: 'validation.companyName.maxLength',
  companyNameSpaces: 'validation.companyName.spaces',
  linesRequired: 'validation.quotationLines.required',
  linesMax: 'validation.quotationLines.max',
  quantity: 'validation.quotationQuantity.range',
} as const satisfies Record<string, MessageKey>;

export const QuotationLineRequestSchema = z.object(
  {
    productId: z.number({ error: 'validation.invalid' }).int().positive(),
    quantity: z
      .number({ error: QUOTATION_ERRORS.quantity })
      .int({ error: QUOTATION_ERRORS.quantity })
      .min(1, { error: QUOTATION_ERRORS.quantity })
      .max(QUOTATION_LINE_MAX_QUANTITY, { error: QUOTATION_ERRORS.quantity }),
  },
  { error: 'validation.invalid' },
);
export type QuotationLineRequest = z.infer<typeof QuotationLineRequestSchema>;

export const QuotationLinesSchema = z
  .array(QuotationLineRequestSchema, { error: QUOTATION_ERRORS.linesRequired })
  .min(1, { error: QUOTATION_ERRORS.linesRequired })
  .max(QUOTATION_MAX_LINES, { error: QUOTATION_ERRORS.linesMax });

const CompanyNameSchema = optionalText([
  noLeadingSpace(QUOTATION_ERRORS.companyNameSpaces),
  noDoubleSpace(QUOTATION_ERRORS.companyNameSpaces),
  maxLength(COMPANY_NAME_MAX_LENGTH, QUOTATION_ERRORS.companyNameMaxLength),
]);

const QuotationCommentSchema = multilineText(optionalText([maxLength(FREE_TEXT_MAX_LENGTH, MESSAGE_ERRORS.maxLength)]));

/** Who asks: the contact person, and the company when a company asks. */
const quotationContactShape = {
  customerType: z.enum(QUOTATION_CUSTOMER_TYPES, { error: QUOTATION_ERRORS.customerType }),
  companyName: CompanyNameSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  phoneNumber: RequiredPhoneNumberSchema,
  comment: QuotationCommentSchema,
};

/** Cross-field checks run while other fields are still wrong, as long as the body is an object at all. */
const isObjectPayload = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/** A company names itself; checked even while other fields are wrong, so the form shows every first error at once. */
const companyNamed = (value: { customerType?: QuotationCustomerType; companyName?: string | null }) =>
  value.customerType !== 'company' || Boolean(value.companyName?.trim());
const COMPANY_NAMED_ISSUE = {
  path: ['companyName'],
  message: QUOTATION_ERRORS.companyNameRequired,
  when: isObjectPayload,
};

/** POST /orders/quotation/incognito and the guest's form: the lines and the person's or company's details. */
export const GuestQuotationSchema = formObject({
  lines: QuotationLinesSchema,
  ...quotationContactShape,
  email: EmailSchema,
}).refine(companyNamed, COMPANY_NAMED_ISSUE);
export type GuestQuotation = z.infer<typeof GuestQuotationSchema>;

/**
 * POST /orders/quotation (signed in): the account's email is the quotation's; `fromCart` takes the lines of the
 * customer's cart instead of `lines`.
 */
export const CustomerQuotationSchema = formObject({
  lines: QuotationLinesSchema.optional(),
  fromCart: z.boolean({ error: 'validation.invalid' }).optional(),
  ...quotationContactShape,
})
  .refine(companyNamed, COMPANY_NAMED_ISSUE)
  .refine((value) => value.fromCart === true || value.lines !== undefined, {
    path: ['lines'],
    message: QUOTATION_ERRORS.linesRequired,
    when: isObjectPayload,
  });
export type CustomerQuotation = z.infer<typeof CustomerQuotationSchema>;
