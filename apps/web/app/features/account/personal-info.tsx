import type { UserProfile } from '@beast/domain/accounts/accounts-api.schema';
import type { Country } from '@beast/domain/catalog/product.schema';
import { formatDateOfBirthInput } from '@beast/domain/validation/date-of-birth.schema';
import { emptyToNull } from '@beast/domain/validation/nullable';
import { GENDERS } from '@beast/domain/validation/person.schema';
import { ProfileSchema } from '@beast/domain/validation/profile.schema';
import { useState } from 'react';
import { FormAlert, FormStatus, SelectField, SubmitButton, TextField } from '../../ui/field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useTranslation } from '../i18n/i18n-context';
import { useLocale } from '../i18n/use-locale';
import { browserApi } from '../session/browser-session';
import { errorFields, errorMessage } from './account-errors';
import { dialCodeOptions } from './countries';
import { ProfileFacts } from './profile-facts';

function formValues(profile: UserProfile) {
  // spec §5: received nulls are shown as empty strings.
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    gender: profile.gender ?? '',
    dateOfBirthday: profile.dateOfBirthday ?? '',
    nationality: profile.nationality ?? '',
    countryCode: profile.countryCode ?? '',
    phoneNumber: profile.phoneNumber ?? '',
  };
}

/** spec §3 Profile user, personal info: shown, edited, saved (spec §4 personalInfoFormSaved). */
export function PersonalInfo({
  profile,
  countries,
  onSaved,
}: {
  profile: UserProfile;
  countries: readonly Country[];
  onSaved: (profile: UserProfile) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const notSet = t('account.notSet');
  return (
    <>
      <FormStatus message={saved && !editing ? t('account.profile.saved') : null} />
      {editing ? (
        <PersonalInfoForm
          profile={profile}
          countries={countries}
          onCancel={() => setEditing(false)}
          onSaved={(next) => {
            onSaved(next);
            setSaved(true);
            setEditing(false);
          }}
        />
      ) : (
        <>
          <ProfileFacts
            facts={[
              [t('auth.fields.firstName'), profile.firstName],
              [t('auth.fields.lastName'), profile.lastName],
              [t('auth.fields.email'), profile.email],
              [t('auth.fields.gender'), profile.gender ? t(`auth.genders.${profile.gender}`) : notSet],
              [t('auth.fields.dateOfBirthday'), profile.dateOfBirthday || notSet],
              [t('auth.fields.nationality'), profile.nationality || notSet],
              [
                t('auth.fields.phoneNumber'),
                profile.phoneNumber ? `${profile.countryCode ?? ''} ${profile.phoneNumber}`.trim() : notSet,
              ],
            ]}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('account.profile.edit')}
          </button>
        </>
      )}
    </>
  );
}

function PersonalInfoForm({
  profile,
  countries,
  onSaved,
  onCancel,
}: {
  profile: UserProfile;
  countries: readonly Country[];
  onSaved: (profile: UserProfile) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const form = useSchemaForm({
    schema: ProfileSchema,
    initialValues: formValues(profile),
    async onSubmit(values) {
      try {
        onSaved(await browserApi(locale).updateMe({ section: 'personalInfo', ...emptyToNull(values) }));
      } catch (error) {
        form.setServerErrors(errorFields(error));
        form.setFormError(errorMessage(error, t, 'errors.UPDATE_USER_FAILED'));
      }
    },
  });
  const optional = t('auth.optional');
  const f = (name: keyof ReturnType<typeof formValues>) => ({ error: form.error(name), errorId: form.errorId(name) });
  return (
    <form className="form" {...form.formProps}>
      <FormAlert message={form.formError} />
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
          optional={optional}
          field={form.field('phoneNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...f('phoneNumber')}
        />
      </div>
      <div className="form__actions">
        <SubmitButton busy={form.submitting} busyLabel={t('auth.saving')}>
          {t('account.save')}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}
