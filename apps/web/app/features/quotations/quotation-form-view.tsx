import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { FieldError, FormAlert, SubmitButton, TextAreaField, TextField } from '../../ui/field';
import { errorProps, type SchemaForm } from '../../ui/use-schema-form';
import { type PublicFormAnswer, usePublicForm } from '../forms';
import type { QuotationSummary } from './quotation-summary';

/**
 * The quotation form's values as the page holds them, flat as a form posts them: the contact fields and one
 * quantity field `qty-<productId>` per product offered (quotation-form.ts turns them into the API's request).
 */
export type QuotationFormValues = Record<string, string>;
export const QUANTITY_FIELD_PREFIX = 'qty-';
export const quantityField = (productId: number) => `${QUANTITY_FIELD_PREFIX}${productId}`;
/** The field the product chooser's error ("choose at least one product") is shown on. */
export const LINES_FIELD = 'lines';
type ContactField = 'companyName' | 'firstName' | 'lastName' | 'email' | 'phoneNumber';

/** A product the form offers, in the group it is listed under. */
export interface OfferedProduct {
  id: number;
  name: string;
  /** Its price, formatted by the server in the page's language. */
  priceText: string;
  group: 'bikes' | 'accessories' | 'services';
}

const GROUPS = ['bikes', 'accessories', 'services'] as const;

export interface QuotationFormProps {
  products: readonly OfferedProduct[];
  /** The most units of one product a quotation holds. */
  maxQuantity: number;
  /** Blank, or the cart's quantities. */
  initialValues: QuotationFormValues;
  /** The action's answer when it refused the form. */
  answer: PublicFormAnswer | undefined;
  submitting: boolean;
  /** A signed-in customer's quotation, made from the browser. */
  onCreated: (quotation: QuotationSummary) => void;
  /** The public form's hidden guard fields. */
  guard: ReactNode;
}

/**
 * A guest's quotation request (spec §3 quotation, §6): it posts to the page's action, so it works without
 * JavaScript; once hydrated each field is checked as it is typed with the API's own schema (loaded when used).
 */
export function GuestQuotationForm(props: QuotationFormProps) {
  const form = usePublicForm<QuotationFormValues>({
    schema: () => import('./quotation-form-schema').then((module) => module.QuotationFormSchema),
    initialValues: props.initialValues,
    answer: props.answer,
  });
  return <QuotationFields {...props} form={form} accountEmail={null} />;
}

/**
 * The form's fields: products with quantities, then who asks (a company or a person). `accountEmail` is a
 * signed-in customer's: the quotation goes there and the form asks for no email.
 */
export function QuotationFields({
  form,
  products,
  maxQuantity,
  submitting,
  guard,
  accountEmail,
}: QuotationFormProps & { form: SchemaForm<QuotationFormValues>; accountEmail: string | null }) {
  const { t } = useTranslation();
  const text = (name: ContactField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} field={form.field(name)} {...errorProps(form, name)} {...extra} />
  );
  const busy = submitting || form.submitting;
  return (
    <Form method="post" className="quotation-form" {...form.formProps} aria-busy={busy || undefined}>
      {guard}
      <fieldset className="quotation-form__products">
        <legend className="quotation-form__legend">{t('quotation.form.productsLegend')}</legend>
        <p className="quotation-form__hint">{t('quotation.form.productsHint', { max: maxQuantity })}</p>
        <FieldError id={form.errorId(LINES_FIELD)} message={form.error(LINES_FIELD)} />
        {GROUPS.map((group) => {
          const listed = products.filter((product) => product.group === group);
          return listed.length === 0 ? null : (
            <div key={group} className="quotation-products">
              <h2 className="quotation-products__title">{t(`quotation.form.group.${group}`)}</h2>
              <ul className="quotation-products__list">
                {listed.map((product) => {
                  const name = quantityField(product.id);
                  const field = form.field(name);
                  return (
                    <li key={product.id} className="quotation-product">
                      <label htmlFor={field.id} className="quotation-product__name">
                        {product.name}
                        <span className="quotation-product__price">{product.priceText}</span>
                      </label>
                      <input
                        className="field__input quotation-product__quantity"
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={maxQuantity}
                        placeholder="0"
                        {...field}
                      />
                      <FieldError id={form.errorId(name)} message={form.error(name)} />
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </fieldset>

      <fieldset className="quotation-form__who">
        <legend className="quotation-form__legend">{t('quotation.form.whoLegend')}</legend>
        <fieldset className="quotation-form__choice">
          <legend className="field__label">{t('quotation.form.customerType')}</legend>
          {(['company', 'person'] as const).map((type) => (
            <label key={type} className="choice">
              <input
                type="radio"
                name="customerType"
                value={type}
                checked={form.values.customerType === type}
                onChange={() => form.setValue('customerType', type)}
              />
              {t(`quotation.form.customerTypes.${type}`)}
            </label>
          ))}
          <FieldError id={form.errorId('customerType')} message={form.error('customerType')} />
        </fieldset>
        {form.values.customerType === 'company'
          ? text('companyName', t('quotation.form.companyName'), { autoComplete: 'organization' })
          : null}
        <div className="request-form__pair">
          {text('firstName', t('quotation.form.firstName'), { autoComplete: 'given-name' })}
          {text('lastName', t('quotation.form.lastName'), { autoComplete: 'family-name' })}
        </div>
        {accountEmail === null ? (
          text('email', t('quotation.form.email'), { type: 'email', autoComplete: 'email' })
        ) : (
          <p className="quotation-form__account">{t('quotation.form.accountEmail', { email: accountEmail })}</p>
        )}
        {text('phoneNumber', t('quotation.form.phoneNumber'), { type: 'tel', autoComplete: 'tel-national' })}
        <TextAreaField
          label={t('quotation.form.comment')}
          optional={t('quotation.form.optional')}
          field={form.field('comment')}
          rows={4}
          {...errorProps(form, 'comment')}
        />
      </fieldset>

      <FormAlert message={form.formError} />
      <SubmitButton busy={busy} busyLabel={t('quotation.form.sending')} className="quotation-form__submit">
        {t('quotation.form.submit')}
      </SubmitButton>
    </Form>
  );
}
