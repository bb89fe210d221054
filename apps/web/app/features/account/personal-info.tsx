import type { UserProfile } from '@beast/domain/accounts/accounts-api.schema';
import type { Country } from '@beast/domain/catalog/product.schema';
import { emptyToNull } from '@beast/domain/validation/nullable';
import { useState } from 'react';
import { errorText } from '../../lib/api/error-text';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { browserApi } from '../../lib/session/browser-session';
import { FormAlert, FormStatus, SubmitButton } from '../../ui/field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { accountApi } from './account-api';
import { accountErrorText, errorFields } from './account-errors';
import { PersonFields, PhoneFields, type ProfileFormProps } from './person-fields';
import { ProfileFacts } from './profile-facts';

/** The domain's ProfileSchema, loaded when the form is first used (decision 14). */
const profileSchema = () => import('@beast/domain/validation/profile.schema').then((module) => module.ProfileSchema);

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

function PersonalInfoForm({ profile, countries, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const form = useSchemaForm({
    schema: profileSchema,
    initialValues: formValues(profile),
    async onSubmit(values) {
      try {
        onSaved(await accountApi(browserApi(locale)).updateMe({ section: 'personalInfo', ...emptyToNull(values) }));
      } catch (error) {
        form.setServerErrors(errorFields(error));
        form.setFormError(errorText(error, t, accountErrorText('errors.UPDATE_USER_FAILED')));
      }
    },
  });
  return (
    <form className="form" {...form.formProps}>
      <FormAlert message={form.formError} />
      <PersonFields form={form} />
      <PhoneFields form={form} countries={countries} phoneOptional />
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
