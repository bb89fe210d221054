import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { EditorialPreviewSchema } from '@beast/domain/staff/editorial-api.schema';
import type { BackOfficeApi } from '../back-office-api.server';
import { PREVIEW_SUBMIT_NAME, textField } from './editorial-form';

/** Whether the form was posted by a Markdown field's Preview button (no scripts) rather than to be saved. */
export function asksForPreview(values: Readonly<Record<string, string>>): boolean {
  return values[PREVIEW_SUBMIT_NAME] !== undefined;
}

/**
 * The previews of a form's Markdown bodies, rendered by the API as the storefront will show them: what a page's
 * action answers to the Preview button, with what was typed, so nothing is lost and nothing is saved.
 */
export async function previewBodies(
  api: BackOfficeApi,
  values: Readonly<Record<string, string>>,
  bodies: readonly { name: string; locale: Locale }[],
  csrfToken: string | undefined,
): Promise<Record<string, string>> {
  const previews: Record<string, string> = {};
  for (const { name, locale } of bodies) {
    const markdown = values[name] ?? '';
    if (markdown.trim() === '') continue;
    const { html } = await api.change('POST', '/api/admin/editorial/preview', {
      body: { markdown, locale },
      csrfToken,
      schema: EditorialPreviewSchema,
    });
    previews[name] = html;
  }
  return previews;
}

/** What the Preview button answers: what was typed, and each language's body as readers will see it. */
export interface PreviewAnswer {
  values: Record<string, string>;
  html: Record<string, string>;
}

/** The Preview button's answer for a form whose Markdown bodies are the languages' `field` (`text.fr.body`). */
export async function previewAnswer(
  api: BackOfficeApi,
  values: Record<string, string>,
  csrfToken: string | undefined,
  field = 'body',
): Promise<{ preview: PreviewAnswer }> {
  const bodies = LOCALES.map((locale) => ({ name: textField(locale, field), locale }));
  return { preview: { values, html: await previewBodies(api, values, bodies, csrfToken) } };
}
