import type { UserProfile } from '@beast/domain/accounts/accounts-api.schema';
import type { Country } from '@beast/domain/catalog/product.schema';
import { VERIFICATION_CODE_LENGTH } from '@beast/domain/constants/field-limits';
import { GENDERS } from '@beast/domain/constants/person';
import { formatDateOfBirthInput } from '@beast/domain/validation/date-of-birth-input';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { SelectField, TextField } from '../../ui/field';
import { errorProps, type FieldsOf } from '../../ui/use-schema-form';
import { countryOptions, dialCodeOptions } from './countries';

type NameField = 'firstName' | 'lastName';
type PersonField = NameField | 'gender' | 'dateOfBirthday' | 'nationality';
type StreetAddressField = 'address' | 'zipCode' | 'city';
type PhoneField = 'countryCode' | 'phoneNumber';

/**
 * Field groups the account forms share (registration, profile, delivery address, codes), so each field
 * has one label, one autocomplete hint and one set of input rules.
 */

/** The person of spec §3 (registration and profile alike): names, gender, date of birth, nationality. */
/** What the account's two edit forms (personal info, delivery address) are given. */
export interface ProfileFormProps {
  profile: UserProfile;
  countries: readonly Country[];
  onSaved: (profile: UserProfile) => void;
  onCancel: () => void;
}

export function PersonFields({ form }: { form: FieldsOf<PersonField> }) {
  const { t } = useTranslation();
  const optional = t('auth.optional');
  return (
    <>
      <NameFields form={form} />
      <div className="form__row">
        <SelectField
          label={t('auth.fields.gender')}
          field={form.field('gender')}
          placeholder={t('auth.choose')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`auth.genders.${gender}`) }))}
          {...errorProps(form, 'gender')}
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
          {...errorProps(form, 'dateOfBirthday')}
        />
      </div>
      <TextField
        label={t('auth.fields.nationality')}
        optional={optional}
        field={form.field('nationality')}
        {...errorProps(form, 'nationality')}
      />
    </>
  );
}

/** First and last name side by side (spec §3: registration, profile and checkout contacts). */
export function NameFields({ form }: { form: FieldsOf<NameField> }) {
  const { t } = useTranslation();
  return (
    <div className="form__row">
      <TextField
        label={t('auth.fields.firstName')}
        field={form.field('firstName')}
        autoComplete="given-name"
        {...errorProps(form, 'firstName')}
      />
      <TextField
        label={t('auth.fields.lastName')}
        field={form.field('lastName')}
        autoComplete="family-name"
        {...errorProps(form, 'lastName')}
      />
    </div>
  );
}

/**
 * Dial code and phone number side by side; the number is required at registration, optional in the profile
 * (spec §5). `phoneHint` says the checkout's length rule, which depends on the dial code.
 */
export function PhoneFields({
  form,
  countries,
  phoneOptional = false,
  phoneHint,
}: {
  form: FieldsOf<PhoneField>;
  countries: readonly Country[];
  phoneOptional?: boolean;
  phoneHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="form__row form__row--phone">
      <SelectField
        label={t('auth.fields.countryCode')}
        field={form.field('countryCode')}
        placeholder={t('auth.choose')}
        options={dialCodeOptions(countries)}
        {...errorProps(form, 'countryCode')}
      />
      <TextField
        label={t('auth.fields.phoneNumber')}
        optional={phoneOptional ? t('auth.optional') : undefined}
        hint={phoneHint}
        field={form.field('phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...errorProps(form, 'phoneNumber')}
      />
    </div>
  );
}

/** spec §3 country: a choice among the countries of /users/dictionary, named in the page's language. */
export function CountryField({ form, countries }: { form: FieldsOf<'country'>; countries: readonly Country[] }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('auth.fields.country')}
      field={form.field('country')}
      placeholder={t('auth.choose')}
      options={countryOptions(countries)}
      autoComplete="country"
      {...errorProps(form, 'country')}
    />
  );
}

export function CityField({ form }: { form: FieldsOf<'city'> }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.city')}
      field={form.field('city')}
      autoComplete="address-level2"
      {...errorProps(form, 'city')}
    />
  );
}

/**
 * Street address, then ZIP and city side by side. `zipInputMode` offers a digit keyboard where the ZIP is
 * Swiss; `addressHint` says what the address is for where a form needs it said.
 */
export function StreetAddressFields({
  form,
  zipInputMode,
  addressHint,
}: {
  form: FieldsOf<StreetAddressField>;
  zipInputMode?: 'numeric';
  addressHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('auth.fields.address')}
        hint={addressHint}
        field={form.field('address')}
        autoComplete="street-address"
        {...errorProps(form, 'address')}
      />
      <div className="form__row form__row--zip">
        <TextField
          label={t('auth.fields.zipCode')}
          field={form.field('zipCode')}
          autoComplete="postal-code"
          inputMode={zipInputMode}
          {...errorProps(form, 'zipCode')}
        />
        <CityField form={form} />
      </div>
    </>
  );
}

/** The street address and the country (the profile's delivery address and the checkout contacts). */
export function AddressFields({
  form,
  countries,
  zipInputMode,
}: {
  form: FieldsOf<StreetAddressField | 'country'>;
  countries: readonly Country[];
  zipInputMode?: 'numeric';
}) {
  return (
    <>
      <StreetAddressFields form={form} zipInputMode={zipInputMode} />
      <CountryField form={form} countries={countries} />
    </>
  );
}

/** The one-time code sent by email (spec §4), typed or filled in by the phone from the message. */
export function VerificationCodeField({ form }: { form: FieldsOf<'code'> }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.code')}
      hint={t('auth.codeHint')}
      field={form.field('code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      className="field--code"
      {...errorProps(form, 'code')}
    />
  );
}
