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
import { countryName } from './countries';
import { AddressFields, type ProfileFormProps } from './person-fields';
import { ProfileFacts } from './profile-facts';

/** The domain's DeliveryAddressSchema, loaded when the form is first used (decision 14). */
const deliveryAddressSchema = () =>
  import('@beast/domain/validation/profile.schema').then((module) => module.DeliveryAddressSchema);

/** spec §3 Profile user, delivery address: its own form (spec §4 deliveryAddressFormSaved). */
export function DeliveryAddress({
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
  const hasAddress = Boolean(profile.address || profile.city || profile.zipCode);
  const notSet = t('account.notSet');
  return (
    <>
      <FormStatus message={saved && !editing ? t('account.address.saved') : null} />
      {editing ? (
        <AddressForm
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
          {hasAddress ? (
            <ProfileFacts
              facts={[
                [t('auth.fields.address'), profile.address || notSet],
                [t('auth.fields.zipCode'), profile.zipCode || notSet],
                [t('auth.fields.city'), profile.city || notSet],
                [t('auth.fields.country'), countryName(countries, profile.country) || notSet],
              ]}
            />
          ) : (
            <p className="muted">{t('account.address.empty')}</p>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {hasAddress ? t('account.address.edit') : t('account.address.add')}
          </button>
        </>
      )}
    </>
  );
}

function AddressForm({ profile, countries, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const form = useSchemaForm({
    schema: deliveryAddressSchema,
    initialValues: {
      address: profile.address ?? '',
      zipCode: profile.zipCode ?? '',
      city: profile.city ?? '',
      country: profile.country ?? '',
    },
    async onSubmit(values) {
      try {
        onSaved(await accountApi(browserApi(locale)).updateMe({ section: 'deliveryAddress', ...emptyToNull(values) }));
      } catch (error) {
        form.setServerErrors(errorFields(error));
        form.setFormError(errorText(error, t, accountErrorText('errors.UPDATE_USER_FAILED')));
      }
    },
  });
  return (
    <form className="form" {...form.formProps}>
      <FormAlert message={form.formError} />
      <AddressFields form={form} countries={countries} />
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
