import type { Locale } from '@beast/domain/i18n/locale';
import { EditorialPreviewSchema } from '@beast/domain/staff/editorial-api.schema';
import type { BackOfficeApi } from '../back-office-api.server';
import { PREVIEW_SUBMIT_NAME } from './editorial-form';

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
