import type { Locale } from '@beast/domain/i18n/locale';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Catalogue, createT, type TFunction } from './translator';

interface I18nValue {
  t: TFunction;
  i18n: { language: Locale };
}

const I18nContext = createContext<I18nValue | null>(null);

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
  const value = useMemo(() => ({ t: createT(locale, catalogue), i18n: { language: locale } }), [locale, catalogue]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language's `t` and the language itself (the shape react-i18next's hook has). */
export function useTranslation(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useTranslation needs an I18nProvider above it.');
  return value;
}
