import type { UserProfile } from '@beast/domain/accounts/accounts-api.schema';
import { IMAGE_MAX_KB, PROFILE_IMAGE_MIME_TYPES } from '@beast/domain/constants/field-limits';
import { INTL_LOCALE } from '@beast/domain/i18n/locale';
import { firstErrors } from '@beast/domain/validation/first-errors';
import { ProfileImageSchema } from '@beast/domain/validation/profile-image.schema';
import { type ChangeEvent, useId, useState } from 'react';
import { errorText } from '../../lib/api/error-text';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { browserApi } from '../../lib/session/browser-session';
import { FormAlert, FormStatus } from '../../ui/field';
import { accountApi } from './account-api';
import { accountErrorText } from './account-errors';

/** A data: URL of the chosen file for the preview (the page's CSP allows data: images, not blob:). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * spec §5 Profile image: png/jpg/jpeg up to 16000 kB, checked here with the domain's schema before any
 * upload; a preview first, then the upload with its progress (XMLHttpRequest reports it).
 */
export function ProfilePhoto({ profile, onSaved }: { profile: UserProfile; onSaved: (profileImage: string) => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setSaved(false);
    setFormError(null);
    setPreview(null);
    setFile(null);
    if (!chosen) return;
    const error = Object.values(
      firstErrors(ProfileImageSchema.safeParse({ type: chosen.type, size: chosen.size, name: chosen.name })),
    )[0];
    if (error) {
      setFieldError(t(error));
      return;
    }
    setFieldError(null);
    setFile(chosen);
    setPreview(await readAsDataUrl(chosen));
  }

  async function upload() {
    if (!file || progress !== null) return;
    setFormError(null);
    setProgress(0);
    try {
      const { profileImage } = await accountApi(browserApi(locale)).uploadProfileImage(file, setProgress);
      onSaved(profileImage);
      setSaved(true);
      setFile(null);
      setPreview(null);
    } catch (error) {
      setFormError(errorText(error, t, accountErrorText('errors.SAVE_IMAGE_FAILED')));
    } finally {
      setProgress(null);
    }
  }

  const shown = preview ?? profile.profileImage;
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <div className="photo">
      <div className={preview ? 'photo__frame photo__frame--preview' : 'photo__frame'}>
        {shown ? (
          <img
            src={shown}
            alt={preview ? t('account.photo.previewAlt') : t('account.photo.currentAlt')}
            width={120}
            height={120}
            className="photo__image"
          />
        ) : (
          <span className="photo__initials" aria-hidden="true">
            {initials}
          </span>
        )}
      </div>
      <div className="photo__controls">
        <FormAlert message={formError} />
        <FormStatus message={saved ? t('account.photo.saved') : null} />
        <div className="field">
          <p className="field__label">{t('account.photo.title')}</p>
          <p className="field__hint" id={`${id}-hint`}>
            {t('account.photo.hint', { max: IMAGE_MAX_KB.toLocaleString(INTL_LOCALE[locale]) })}
          </p>
          {/* The native picker's button speaks the browser's language; this label speaks the page's. */}
          <div className="file-picker">
            <input
              id={`${id}-file`}
              name="image"
              type="file"
              accept={[...PROFILE_IMAGE_MIME_TYPES, '.png', '.jpg', '.jpeg'].join(',')}
              className="file-picker__input"
              onChange={(event) => void choose(event)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-hint ${id}-error` : `${id}-hint`}
            />
            <label htmlFor={`${id}-file`} className="button button--secondary file-picker__button">
              {t('account.photo.choose')}
            </label>
            {file ? <span className="file-picker__name">{file.name}</span> : null}
          </div>
          {fieldError ? (
            <p className="field__error" id={`${id}-error`}>
              {fieldError}
            </p>
          ) : null}
        </div>
        {file ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void upload()}
            aria-disabled={progress !== null || undefined}
          >
            {t('account.photo.upload')}
          </button>
        ) : null}
        {progress !== null ? (
          <div className="upload-progress">
            <label htmlFor={`${id}-progress`}>{t('account.photo.uploading', { percent })}</label>
            <progress id={`${id}-progress`} max={100} value={percent} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
