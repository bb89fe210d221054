import { MARKDOWN_PREVIEW_DEBOUNCE_MS } from '@beast/domain/content/editorial';
import type { Locale } from '@beast/domain/i18n/locale';
import { EditorialPreviewSchema } from '@beast/domain/staff/editorial-api.schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createApiTransport } from '../../../lib/api/api-transport';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useStaffSession } from '../use-staff-session';

/**
 * The live preview of a Markdown body: once the editor pauses typing, the API renders it with the public
 * pages' renderer (POST /api/admin/editorial/preview). Only the latest answer counts; a failed preview keeps
 * the last one shown and says it is out of date. Without scripts the form's Preview button does the same.
 */
export function useMarkdownPreview(initialHtml: string | undefined, language: Locale | undefined) {
  const session = useStaffSession();
  const { locale } = useLocale();
  const [html, setHtml] = useState(initialHtml);
  const [stale, setStale] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const csrfToken = session?.csrfToken;

  const render = useCallback(
    async (markdown: string) => {
      if (!csrfToken) return;
      const asked = ++latest.current;
      try {
        const answer = await createApiTransport({ locale }).send('POST', '/api/admin/editorial/preview', {
          body: { markdown, locale: language },
          headers: { 'x-csrf-token': csrfToken },
          schema: EditorialPreviewSchema,
        });
        if (asked !== latest.current) return;
        setHtml(answer.html);
        setStale(false);
      } catch {
        if (asked === latest.current) setStale(true);
      }
    },
    [csrfToken, locale, language],
  );

  const onChange = useCallback(
    (markdown: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void render(markdown), MARKDOWN_PREVIEW_DEBOUNCE_MS);
    },
    [render],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { html, stale, onChange, renderNow: render };
}
