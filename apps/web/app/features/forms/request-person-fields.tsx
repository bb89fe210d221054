import { useTranslation } from '../../lib/i18n/i18n-context';
import { TextField } from '../../ui/field';
import { errorProps, type FieldsOf } from '../../ui/use-schema-form';

type RequestPersonField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

/**
 * Who sends a visitor's request (contact, contests): names side by side, then email and phone, each with one
 * label and autocomplete hint. The phone is a Swiss number typed as digits; `phoneHint` says why it is asked.
 */
export function RequestPersonFields({
  form,
  phoneHint,
  phoneOptional = false,
}: {
  form: FieldsOf<RequestPersonField>;
  phoneHint: string;
  phoneOptional?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="request-form__pair">
        <TextField
          label={t('requestPerson.firstName')}
          field={form.field('firstName')}
          autoComplete="given-name"
          {...errorProps(form, 'firstName')}
        />
        <TextField
          label={t('requestPerson.lastName')}
          field={form.field('lastName')}
          autoComplete="family-name"
          {...errorProps(form, 'lastName')}
        />
      </div>
      <div className="request-form__pair">
        <TextField
          label={t('requestPerson.email')}
          field={form.field('email')}
          type="email"
          autoComplete="email"
          {...errorProps(form, 'email')}
        />
        <TextField
          label={t('requestPerson.phone')}
          optional={phoneOptional ? t('requestPerson.optional') : undefined}
          hint={phoneHint}
          field={form.field('phoneNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...errorProps(form, 'phoneNumber')}
        />
      </div>
    </>
  );
}
