import { EDITORIAL_STATUSES, type PublicationState } from '@beast/domain/content/editorial';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { AdminSelectField, AdminTextField } from '../admin-fields';

/**
 * An editorial item's status and publication time (decision 18): draft or published, and the Swiss time it
 * becomes public — a later time schedules it, an empty one means now. Field names: `status`, `publishedAt`.
 */
export function PublicationFields({
  values,
  errors,
  focus,
}: {
  values: Readonly<Record<string, string | undefined>>;
  errors?: Readonly<Record<string, string>>;
  /** The first refused field of the form, when it is one of these. */
  focus?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="admin-fields">
      <AdminSelectField
        name="status"
        label={t('admin.editorial.status')}
        options={EDITORIAL_STATUSES.map((status) => ({
          value: status,
          label: t(`admin.editorial.statuses.${status}`),
        }))}
        defaultValue={values.status ?? 'draft'}
        error={errors?.status}
        focus={focus === 'status'}
      />
      <AdminTextField
        name="publishedAt"
        type="datetime-local"
        label={t('admin.editorial.publishedAt')}
        hint={t('admin.editorial.publishedAtHint')}
        defaultValue={values.publishedAt ?? ''}
        error={errors?.publishedAt}
        focus={focus === 'publishedAt'}
      />
    </div>
  );
}

/** Where an item stands for readers, as a word on the lists and the editor. */
export function PublicationBadge({ state }: { state: PublicationState }) {
  const { t } = useTranslation();
  const tone = state === 'published' ? 'green' : state === 'scheduled' ? 'amber' : 'red';
  return <span className={`admin-state admin-state--${tone}`}>{t(`admin.editorial.states.${state}`)}</span>;
}
