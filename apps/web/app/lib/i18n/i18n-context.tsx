import type { Locale } from '@beast/domain/i18n/locale';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { type UIMatch, useMatches } from 'react-router';
import { type Catalogue, createT, type TFunction } from './translator';

interface I18nValue {
  t: TFunction;
  i18n: { language: Locale };
}

interface I18nState extends I18nValue {
  catalogue: Catalogue;
}

const I18nContext = createContext<I18nState | null>(null);

/** Gives the page's language and its translate function to every component below. */
export function I18nProvider({
  locale,
  catalogue,
  children,
}: {
  locale: Locale;
  catalogue: Catalogue;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ t: createT(locale, catalogue), i18n: { language: locale }, catalogue }),
    [locale, catalogue],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * Adds the texts of the current page (the `catalogue` its loader returns, see catalogue.server.ts
 * `routeTexts`) to the shell's for the components below. The shell itself keeps its own `t`, so its
 * effects do not run again on every navigation.
 */
export function RouteTexts({ children }: { children: ReactNode }) {
  const shell = useI18nState();
  const pageTexts = useUnchangedWhileEqual(routeCatalogueOf(useMatches()));
  const catalogue = useMemo(
    () => (pageTexts ? { ...shell.catalogue, ...pageTexts } : shell.catalogue),
    [shell.catalogue, pageTexts],
  );
  // Always the same tree, so that a page's state survives its texts arriving.
  return (
    <I18nProvider locale={shell.i18n.language} catalogue={catalogue}>
      {children}
    </I18nProvider>
  );
}

/** The texts the matched routes below the root bring, merged; null when none does. */
function routeCatalogueOf(matches: readonly UIMatch[]): Catalogue | null {
  const catalogues = matches
    .filter((match) => match.id !== 'root')
    .map((match) => (match.loaderData as { catalogue?: Catalogue } | null | undefined)?.catalogue)
    .filter((catalogue): catalogue is Catalogue => Boolean(catalogue));
  return catalogues.length > 0 ? Object.assign({}, ...catalogues) : null;
}

/**
 * The same object as long as the texts are the same: a revalidated page brings an equal catalogue, and
 * its components' `t` (often an effect's dependency) must not change for it.
 */
function useUnchangedWhileEqual(catalogue: Catalogue | null): Catalogue | null {
  const kept = useRef(catalogue);
  if (!sameTexts(kept.current, catalogue)) kept.current = catalogue;
  return kept.current;
}

function sameTexts(a: Catalogue | null, b: Catalogue | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function useI18nState(): I18nState {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useTranslation needs an I18nProvider above it.');
  return value;
}

/** The current language's `t` and the language itself (the shape react-i18next's hook has). */
export function useTranslation(): I18nValue {
  return useI18nState();
}
