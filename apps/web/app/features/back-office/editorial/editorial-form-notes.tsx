import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n-context';

/**
 * What an editorial form says above its fields: the previews shown (the Preview button, without scripts) are
 * not saved yet; a save was refused because someone changed the item meanwhile, with the link that shows
 * their version (what was typed here stays in the form until then).
 */
export function EditorialFormNotes({
  previewed,
  reload,
}: {
  previewed: boolean;
  reload?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      {previewed ? <p className="field__hint">{t('admin.editorial.previewShown')}</p> : null}
      {reload ? (
        <p>
          <Link to={reload.to} reloadDocument>
            {reload.label}
          </Link>
        </p>
      ) : null}
    </>
  );
}
