import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { type LanguageCompleteness, languageCompleteness, textField } from './editorial-form';

/** Below this width the three languages do not fit side by side: a phone shows one at a time, in tabs. */
const SIDE_BY_SIDE_QUERY = '(min-width: 1024px)';

/**
 * The three languages of an editorial item side by side (decision 18), each with its completeness marker,
 * kept up to date as the member types. On a phone, once scripts run, they become tabs (one language at a
 * time, all of them posted); without scripts they stand one under the other. `fields` are the texts a
 * language needs (`title`, `body` …), named `text.<language>.<field>` in the form.
 */
export function EditorialLanguages({
  fields,
  values,
  errors,
  children,
}: {
  fields: readonly string[];
  values: Readonly<Record<string, string | undefined>>;
  /** The form's refused fields: a phone opens on the first language with one. */
  errors?: Readonly<Record<string, string>>;
  children: (language: Locale) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // Not perLocale: shared by two screens, it would be bundled into the chunk every public page loads.
  const [states, setStates] = useState(
    () =>
      Object.fromEntries(
        LOCALES.map((language) => [language, languageCompleteness(values, language, fields)]),
      ) as Record<Locale, LanguageCompleteness>,
  );
  const refused = LOCALES.find((language) => fields.some((field) => errors?.[textField(language, field)]));
  const [selected, setSelected] = useState<Locale>(refused ?? (i18n.language as Locale));
  const tabbed = useTabbed();
  const list = useRef<HTMLDivElement>(null);

  /** Reads the language's fields again after the member typed in one of them. */
  function onInput(event: FormEvent<HTMLFieldSetElement>, language: Locale) {
    const fieldset = event.currentTarget;
    const typed: Record<string, string> = {};
    for (const field of fields) {
      const control = fieldset.elements.namedItem(textField(language, field));
      if (control && 'value' in control) typed[textField(language, field)] = String(control.value);
    }
    const state = languageCompleteness(typed, language, fields);
    if (state !== states[language]) setStates({ ...states, [language]: state });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = LOCALES.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % LOCALES.length,
      ArrowLeft: (index - 1 + LOCALES.length) % LOCALES.length,
      Home: 0,
      End: LOCALES.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(LOCALES[next]!);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div className="editorial-languages">
      {tabbed ? (
        <div
          className="editorial-languages__tabs"
          role="tablist"
          aria-label={t('admin.editorial.languages')}
          ref={list}
          onKeyDown={onKeyDown}
        >
          {LOCALES.map((language) => (
            <button
              key={language}
              type="button"
              role="tab"
              id={`${id}-tab-${language}`}
              aria-controls={`${id}-panel-${language}`}
              aria-selected={language === selected}
              tabIndex={language === selected ? 0 : -1}
              className="editorial-languages__tab"
              onClick={() => setSelected(language)}
            >
              {t(`admin.catalogue.column.${language}`)} <CompletenessMarker state={states[language]} compact />
            </button>
          ))}
        </div>
      ) : null}
      {LOCALES.map((language) => (
        <div
          key={language}
          id={`${id}-panel-${language}`}
          className="editorial-languages__panel"
          {...(tabbed && {
            role: 'tabpanel',
            'aria-labelledby': `${id}-tab-${language}`,
            hidden: language !== selected,
          })}
        >
          <fieldset className="admin-language" onInput={(event) => onInput(event, language)}>
            <legend className="admin-language__name">
              {t(`admin.catalogue.column.${language}`)} <CompletenessMarker state={states[language]} />
            </legend>
            {children(language)}
          </fieldset>
        </div>
      ))}
    </div>
  );
}

/** Whether the languages are tabs: scripts run and the screen is narrower than three columns. */
function useTabbed(): boolean {
  const [tabbed, setTabbed] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(SIDE_BY_SIDE_QUERY);
    const update = () => setTabbed(!wide.matches);
    update();
    wide.addEventListener('change', update);
    return () => wide.removeEventListener('change', update);
  }, []);
  return tabbed;
}

/**
 * How far a language is written: complete (public there once published), not written (not public there),
 * or incomplete (saving is refused until it is complete or emptied). Words, not only a colour.
 */
export function CompletenessMarker({ state, compact = false }: { state: LanguageCompleteness; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`completeness completeness--${state}`}>
      {compact ? t(`admin.editorial.completenessShort.${state}`) : t(`admin.editorial.completeness.${state}`)}
    </span>
  );
}

/** A list's line of the languages a stored item is written in: each public once published, or not written. */
export function LanguagesWritten({ missing }: { missing: readonly Locale[] }) {
  const { t } = useTranslation();
  return (
    <ul className="languages-written" aria-label={t('admin.editorial.languages')}>
      {LOCALES.map((language) => (
        <li key={language}>
          {t(`admin.catalogue.column.${language}`)}{' '}
          <CompletenessMarker state={missing.includes(language) ? 'empty' : 'complete'} compact />
        </li>
      ))}
    </ul>
  );
}
