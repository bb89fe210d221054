import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n-context';
import { allTexts, stubApi } from '../../../test/render-page';
import { SIGNED_IN_LAYOUT_ID } from '../use-staff-session';
import { EditorialLanguages } from './editorial-languages';
import { MarkdownField } from './markdown-field';

/** The shared editorial pieces: the languages with their completeness, and Markdown with its live preview. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIELDS = ['title', 'body'];

function Editor({ previewHtml }: { previewHtml?: string }) {
  const values = { 'text.en.title': 'Winter riding', 'text.en.body': 'Keep it **warm**.', 'text.fr.title': '' };
  return (
    <form>
      <EditorialLanguages fields={FIELDS} values={values}>
        {(language) => (
          <>
            <label>
              {`Title ${language}`}
              <input
                name={`text.${language}.title`}
                defaultValue={values[`text.${language}.title` as 'text.en.title']}
              />
            </label>
            <MarkdownField
              name={`text.${language}.body`}
              label={`Body ${language}`}
              defaultValue={values[`text.${language}.body` as 'text.en.body'] ?? ''}
              previewHtml={language === 'fr' ? previewHtml : undefined}
              lang={language}
            />
          </>
        )}
      </EditorialLanguages>
    </form>
  );
}

/** The signed-in layout, whose loader gives the member's session (and its CSRF token) to the pages below. */
function SignedIn() {
  return (
    <I18nProvider locale="en" catalogue={allTexts('en')}>
      <Outlet />
    </I18nProvider>
  );
}

const NoFallback = () => null;
let shownPreview: string | undefined;
const EditorPage = () => <Editor previewHtml={shownPreview} />;

function renderEditor(previewHtml?: string) {
  shownPreview = previewHtml;
  const Stub = createRoutesStub([
    {
      id: SIGNED_IN_LAYOUT_ID,
      path: '/admin',
      loader: () => ({ session: { csrfToken: 'csrf-1' } }),
      HydrateFallback: NoFallback,
      Component: SignedIn,
      children: [{ path: 'edit', Component: EditorPage }],
    },
  ]);
  return render(<Stub initialEntries={['/admin/edit']} />);
}

describe('the editorial editor’s shared pieces', () => {
  it('marks each language complete, incomplete or not written, and follows the typing', async () => {
    stubApi({ 'POST /api/admin/editorial/preview': { html: '<p>x</p>' } });
    const user = userEvent.setup();
    renderEditor();
    const legends = () => [...document.querySelectorAll('legend')].map((legend) => legend.textContent);
    await waitFor(() =>
      expect(legends()).toEqual([
        'English Complete',
        'French Not written: not shown in this language',
        'German Not written: not shown in this language',
      ]),
    );
    await user.type(screen.getByLabelText('Title fr'), 'Rouler en hiver');
    expect(legends()[1]).toBe('French Incomplete: fill in every field or empty them all');
    await user.type(screen.getByLabelText('Body fr'), 'Gardez-la au chaud.');
    expect(legends()[1]).toBe('French Complete');
  });

  it('previews the body as the storefront renders it, once the editor pauses, with the session’s CSRF token', async () => {
    const calls: { markdown: string }[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      expect(String(input)).toMatch(/^\/api\/admin\/editorial\/preview\?lang=en$/);
      expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-1');
      const body = JSON.parse(String(init.body)) as { markdown: string };
      calls.push(body);
      const html = `<p>${body.markdown.length} characters</p>`;
      return new Response(JSON.stringify({ html }), { headers: { 'content-type': 'application/json' } });
    });
    const user = userEvent.setup();
    renderEditor();
    // The text the page opened with is previewed at once.
    await waitFor(() => expect(calls).toEqual([{ markdown: 'Keep it **warm**.', locale: 'en' }]));
    await user.type(screen.getByLabelText('Body de'), 'Warm');
    await waitFor(() => expect(calls.at(-1)).toEqual({ markdown: 'Warm', locale: 'de' }));
    // One request for the whole word, not one per key.
    expect(calls).toHaveLength(2);
    expect(await screen.findByText('4 characters')).toBeTruthy();
    expect(screen.getByText('4 characters').closest('.prose')?.getAttribute('lang')).toBe('de');
  });

  it('shows the preview the page’s action rendered without scripts, with a button to ask for it', async () => {
    stubApi({ 'POST /api/admin/editorial/preview': { html: '<p>x</p>' } });
    renderEditor('<h2>Rouler en hiver</h2>');
    expect((await screen.findByRole('heading', { name: 'Rouler en hiver' })).closest('.prose')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Show the preview' });
    expect(buttons).toHaveLength(3);
    expect(buttons[0]?.getAttribute('name')).toBe('preview');
  });
});
