import type { Locale } from '@beast/domain/i18n/locale';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { FieldError } from '../../../ui/field';
import { RenderedHtml } from '../../../ui/rendered-html';
import { PREVIEW_SUBMIT_NAME } from './editorial-form';
import { useMarkdownPreview } from './use-markdown-preview';

/**
 * A Markdown body and its preview in the storefront's `.prose` styles (decision 18). With scripts the preview
 * follows the typing (debounced); without, the Preview button posts the form and the page comes back with
 * what was typed and its preview (`previewHtml`). The preview is HTML the API rendered and sanitised.
 */
export function MarkdownField({
  name,
  label,
  defaultValue,
  error,
  focus,
  previewHtml,
  rows = 14,
  lang,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  /** The first refused field of the form. */
  focus?: boolean;
  /** The preview the page's action rendered (the Preview button, without scripts). */
  previewHtml?: string;
  rows?: number;
  /** The language the body is written in: its typography, spell checking, the preview's pronunciation. */
  lang?: Locale;
}) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const preview = useMarkdownPreview(previewHtml, lang);
  const { renderNow } = preview;

  // With scripts, the text the page opened with is previewed at once.
  useEffect(() => {
    const text = field.current?.value ?? '';
    if (previewHtml === undefined && text.trim() !== '') void renderNow(text);
  }, [previewHtml, renderNow]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field markdown-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__hint" id={hintId}>
        {t('admin.editorial.markdownHint')}
      </p>
      <textarea
        ref={field}
        className="field__input field__textarea markdown-field__input"
        id={id}
        name={name}
        rows={rows}
        lang={lang}
        defaultValue={defaultValue}
        spellCheck
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        // biome-ignore lint/a11y/noAutofocus: the field the server refused, focused as the client-side forms do.
        autoFocus={focus}
        onChange={(event) => preview.onChange(event.currentTarget.value)}
      />
      <FieldError id={errorId} message={error} />
      <section className="markdown-field__preview" aria-labelledby={`${id}-preview`}>
        <div className="markdown-field__preview-head">
          <p className="markdown-field__preview-title" id={`${id}-preview`}>
            {t('admin.editorial.preview')}
          </p>
          {preview.stale ? <p className="markdown-field__stale">{t('admin.editorial.previewStale')}</p> : null}
          <button
            type="submit"
            name={PREVIEW_SUBMIT_NAME}
            value="1"
            className="button button--ghost markdown-field__refresh"
            formNoValidate
          >
            {t('admin.editorial.previewSubmit')}
          </button>
        </div>
        {preview.html ? (
          <RenderedHtml html={preview.html} className="prose markdown-field__rendered" lang={lang} />
        ) : (
          <p className="markdown-field__empty">{t('admin.editorial.previewEmpty')}</p>
        )}
      </section>
    </div>
  );
}
