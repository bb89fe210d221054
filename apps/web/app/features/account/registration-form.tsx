import type { Country } from '@beast/domain/catalog/product.schema';
import { formatDateOfBirthInput } from '@beast/domain/validation/date-of-birth.schema';
import { emptyToNull } from '@beast/domain/validation/nullable';
import { GENDERS } from '@beast/domain/validation/person.schema';
import { RegistrationSchema } from '@beast/domain/validation/registration.schema';
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextField } from '../../ui/field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useTranslation } from '../i18n/i18n-context';
import { useLocale } from '../i18n/use-locale';
import { browserApi } from '../session/browser-session';
import { errorCode, errorFields, errorMessage } from './account-errors';
import { countryOptions, dialCodeOptions } from './countries';

const EMPTY = {
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirthday: '',
  nationality: '',
  email: '',
  country: '',
  city: '',
  countryCode: '+41',
  phoneNumber: '',
  password: '',
  passwordConfirmation: '',
  acceptTerms: false as boolean,
};

/** spec §3 Registration, validated with the domain's RegistrationSchema (spec §5). */
export function RegistrationForm({
  countries,
  onRegistered,
}: {
  countries: readonly Country[];
  onRegistered: (email: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const form = useSchemaForm({
    schema: RegistrationSchema,
    initialValues: EMPTY,
    async onSubmit(values) {
      try {
        // spec §5: empty optional fields travel as null.
        await browserApi(locale).register(emptyToNull(values));
        onRegistered(values.email);
      } catch (error) {
        const fields = { ...errorFields(error) };
        // "This user already exists" belongs to the email the visitor typed.
        if (errorCode(error) === 'USER_EXISTS') fields.email = errorMessage(error, t, 'errors.INVALID_DATA');
        form.setServerErrors(fields);
        form.setFormError(errorMessage(error, t, 'errors.INVALID_DATA'));
      }
    },
  });
  const optional = t('auth.optional');
  const f = (name: keyof typeof EMPTY) => ({ error: form.error(name), errorId: form.errorId(name) });
  return (
    <form className="form" {...form.formProps}>
      <FormAlert message={form.formError} />
      <fieldset className="form__group">
        <legend className="form__legend">{t('register.aboutYou')}</legend>
        <div className="form__row">
          <TextField
            label={t('auth.fields.firstName')}
            field={form.field('firstName')}
            autoComplete="given-name"
            {...f('firstName')}
          />
          <TextField
            label={t('auth.fields.lastName')}
            field={form.field('lastName')}
            autoComplete="family-name"
            {...f('lastName')}
          />
        </div>
        <div className="form__row">
          <SelectField
            label={t('auth.fields.gender')}
            field={form.field('gender')}
            placeholder={t('auth.choose')}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`auth.genders.${gender}`) }))}
            {...f('gender')}
          />
          <TextField
            label={t('auth.fields.dateOfBirthday')}
            optional={optional}
            hint={t('auth.dateHint')}
            field={form.field('dateOfBirthday', { format: formatDateOfBirthInput })}
            inputMode="numeric"
            autoComplete="bday"
            placeholder="dd/mm/yyyy"
            maxLength={10}
            {...f('dateOfBirthday')}
          />
        </div>
        <TextField
          label={t('auth.fields.nationality')}
          optional={optional}
          field={form.field('nationality')}
          {...f('nationality')}
        />
      </fieldset>

      <fieldset className="form__group">
        <legend className="form__legend">{t('register.contact')}</legend>
        <TextField
          label={t('auth.fields.email')}
          field={form.field('email')}
          type="email"
          autoComplete="email"
          {...f('email')}
        />
        <div className="form__row">
          <SelectField
            label={t('auth.fields.country')}
            field={form.field('country')}
            placeholder={t('auth.choose')}
            options={countryOptions(countries)}
            autoComplete="country"
            {...f('country')}
          />
          <TextField
            label={t('auth.fields.city')}
            field={form.field('city')}
            autoComplete="address-level2"
            {...f('city')}
          />
        </div>
        <div className="form__row form__row--phone">
          <SelectField
            label={t('auth.fields.countryCode')}
            field={form.field('countryCode')}
            placeholder={t('auth.choose')}
            options={dialCodeOptions(countries)}
            {...f('countryCode')}
          />
          <TextField
            label={t('auth.fields.phoneNumber')}
            field={form.field('phoneNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...f('phoneNumber')}
          />
        </div>
      </fieldset>

      <fieldset className="form__group">
        <legend className="form__legend">{t('register.security')}</legend>
        <div className="form__row">
          <TextField
            label={t('auth.fields.password')}
            hint={t('auth.passwordHint')}
            field={form.field('password')}
            type="password"
            autoComplete="new-password"
            {...f('password')}
          />
          <TextField
            label={t('auth.fields.passwordConfirmation')}
            field={form.field('passwordConfirmation')}
            type="password"
            autoComplete="new-password"
            {...f('passwordConfirmation')}
          />
        </div>
        {/* The terms and privacy pages come later: named as plain text, never a dead link. */}
        <CheckboxField
          label={t('register.acceptTerms')}
          checkbox={form.checkbox('acceptTerms')}
          {...f('acceptTerms')}
        />
      </fieldset>

      <SubmitButton busy={form.submitting} busyLabel={t('auth.sending')} className="form__submit">
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
