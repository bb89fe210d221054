import type { Country } from '@beast/domain/catalog/product.schema';
import { emptyToNull } from '@beast/domain/validation/nullable';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { localizedPath } from '../../lib/i18n/language';
import { useLocale } from '../../lib/i18n/use-locale';
import { CheckboxField, FormAlert, SubmitButton, TextField } from '../../ui/field';
import { errorProps, useSchemaForm } from '../../ui/use-schema-form';
import { CityField, CountryField, PersonFields, PhoneFields } from './person-fields';

/** The domain's RegistrationSchema, loaded when the form is first used (decision 14). */
const registrationSchema = () =>
  import('@beast/domain/validation/registration.schema').then((module) => module.RegistrationSchema);

/** The API calls and their errors' texts, loaded when the form is sent. */
const accountCalls = () => import('./account-calls');

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
    schema: registrationSchema,
    initialValues: EMPTY,
    async onSubmit(values) {
      const { accountApi, accountErrorText, browserApi, errorCode, errorFields, errorText } = await accountCalls();
      try {
        // spec §5: empty optional fields travel as null.
        await accountApi(browserApi(locale)).register(emptyToNull(values));
        onRegistered(values.email);
      } catch (error) {
        const fields = { ...errorFields(error) };
        // "This user already exists" belongs to the email the visitor typed.
        if (errorCode(error) === 'USER_EXISTS')
          fields.email = errorText(error, t, accountErrorText('errors.INVALID_DATA'));
        form.setServerErrors(fields);
        form.setFormError(errorText(error, t, accountErrorText('errors.INVALID_DATA')));
      }
    },
  });
  const f = (name: keyof typeof EMPTY) => errorProps(form, name);
  return (
    <form className="form" {...form.formProps}>
      <FormAlert message={form.formError} />
      <fieldset className="form__group">
        <legend className="form__legend">{t('register.aboutYou')}</legend>
        <PersonFields form={form} />
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
          <CountryField form={form} countries={countries} />
          <CityField form={form} />
        </div>
        <PhoneFields form={form} countries={countries} />
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
        <CheckboxField
          label={t('register.acceptTerms')}
          checkbox={form.checkbox('acceptTerms')}
          {...f('acceptTerms')}
        />
        {/* The texts accepted, to read beside the form (a new tab keeps what was typed here). */}
        <p className="field__hint">
          {t('register.readTerms')}{' '}
          <a href={localizedPath(locale, '/terms')} target="_blank" rel="noopener">
            {t('nav.terms')}
          </a>
          {' · '}
          <a href={localizedPath(locale, '/privacy')} target="_blank" rel="noopener">
            {t('nav.privacy')}
          </a>
        </p>
      </fieldset>

      <SubmitButton busy={form.submitting} busyLabel={t('auth.sending')} className="form__submit">
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
