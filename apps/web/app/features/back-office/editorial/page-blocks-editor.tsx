import { FAQ_CATEGORIES } from '@beast/domain/content/editorial';
import type { Locale } from '@beast/domain/i18n/locale';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { AdminSelectField, AdminTextArea, AdminTextField } from '../admin-fields';
import {
  BLOCK_EDIT_NAME,
  BLOCK_FIELDS,
  BLOCK_TYPES,
  blockPrefix,
  blocksOf,
  isBlockType,
  newBlockField,
  rowsOf,
} from './page-form';

type Values = Readonly<Record<string, string>>;

/** Fields typed as numbers (money in francs, a size, a count). */
const NUMERIC: Readonly<Record<string, 'decimal' | 'numeric'>> = {
  amount: 'decimal',
  bytes: 'numeric',
  limit: 'numeric',
};
/** Longer texts get a text area. */
const LONG = new Set(['text', 'note']);
/** Fields whose form says how to write them. */
const HINTED = new Set(['productSlug', 'amount', 'href', 'url', 'bytes']);

/**
 * One language's typed blocks (decision 18), after its Markdown body: each block's fields and rows, with
 * buttons to move it up or down or remove it, and an Add button with the kind of block to add. The buttons
 * post the form to the page's action, which changes the structure on what was typed and saves nothing.
 */
export function PageBlocksEditor({
  language,
  values,
  errors,
  focus,
}: {
  language: Locale;
  values: Values;
  errors: Readonly<Record<string, string>>;
  focus: string | undefined;
}) {
  const { t } = useTranslation();
  const blocks = blocksOf(values, language);
  return (
    <section className="page-blocks" aria-labelledby={`blocks-${language}`}>
      <h3 id={`blocks-${language}`} className="page-blocks__title">
        {t('admin.pages.blocks')}
      </h3>
      {blocks.length === 0 ? <p>{t('admin.pages.noBlocks')}</p> : null}
      <ol className="page-blocks__list">
        {blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a block is its place, as the form names it; a change of places renders the form anew.
          <li key={`${index}-${block.type}`}>
            <BlockFields
              language={language}
              index={index}
              count={blocks.length}
              block={block}
              errors={errors}
              focus={focus}
            />
          </li>
        ))}
      </ol>
      <div className="page-blocks__add">
        <AdminSelectField
          name={newBlockField(language)}
          label={t('admin.pages.newBlockType')}
          options={BLOCK_TYPES.map((type) => ({ value: type, label: t(`admin.pages.blockTypes.${type}`) }))}
          defaultValue={values[newBlockField(language)] ?? 'facts'}
        />
        <button
          type="submit"
          name={BLOCK_EDIT_NAME}
          value={`add:${language}`}
          className="button button--ghost"
          formNoValidate
        >
          {t('admin.pages.addBlock')}
        </button>
      </div>
    </section>
  );
}

function BlockFields({
  language,
  index,
  count,
  block,
  errors,
  focus,
}: {
  language: Locale;
  index: number;
  count: number;
  block: Values;
  errors: Readonly<Record<string, string>>;
  focus: string | undefined;
}) {
  const { t } = useTranslation();
  const at = blockPrefix(language, index);
  const type = isBlockType(block.type) ? block.type : undefined;
  const spec = type ? BLOCK_FIELDS[type] : { fields: [] };
  const name = t('admin.pages.blockName', {
    position: index + 1,
    type: type ? t(`admin.pages.blockTypes.${type}`) : (block.type ?? ''),
  });
  const field = (own: string, value: string | undefined) => (
    <BlockField key={own} name={`${at}.${own}`} value={value} language={language} errors={errors} focus={focus} />
  );
  const rows = rowsOf(block);
  return (
    <fieldset className="page-block">
      <legend className="page-block__name">{name}</legend>
      <input type="hidden" name={`${at}.type`} value={block.type ?? ''} />
      {errors[at] ? <p className="field__error">{errors[at]}</p> : null}
      {spec.fields.map((own) => field(own, block[own]))}
      {spec.list ? (
        <ol className="page-block__rows">
          {[...rows, {}].map((row: Values, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list, as the form names it.
            <li key={rowIndex} className="page-block__row">
              <fieldset>
                <legend className="page-block__row-name">
                  {rowIndex < rows.length
                    ? t('admin.pages.rowName', { position: rowIndex + 1 })
                    : t('admin.pages.newRow')}
                </legend>
                {spec.list?.fields.map((own) => field(`${spec.list?.name}.${rowIndex}.${own}`, row[own]))}
              </fieldset>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="page-block__actions">
        {index > 0 ? (
          <BlockButton value={`up:${language}:${index}`} label={t('admin.pages.moveUp')} block={name} />
        ) : null}
        {index < count - 1 ? (
          <BlockButton value={`down:${language}:${index}`} label={t('admin.pages.moveDown')} block={name} />
        ) : null}
        <BlockButton value={`remove:${language}:${index}`} label={t('admin.pages.remove')} block={name} />
      </div>
    </fieldset>
  );
}

/** One field of a block, by the last part of its name: a checkbox, a category, a text area or a line. */
function BlockField({
  name,
  value,
  language,
  errors,
  focus,
}: {
  name: string;
  value: string | undefined;
  language: Locale;
  errors: Readonly<Record<string, string>>;
  focus: string | undefined;
}) {
  const { t } = useTranslation();
  const own = name.split('.').at(-1) ?? name;
  const label = t(`admin.pages.fields.${own}`);
  const common = { name, label, error: errors[name], focus: focus === name };
  if (own === 'requiresSignIn') {
    return (
      <label className="admin-check">
        <input type="checkbox" name={name} defaultChecked={value === 'on'} /> {label}
      </label>
    );
  }
  if (own === 'category') {
    return (
      <AdminSelectField
        {...common}
        options={FAQ_CATEGORIES.map((category) => ({ value: category, label: t(`faq.categories.${category}`) }))}
        defaultValue={value ?? 'general'}
      />
    );
  }
  if (LONG.has(own)) return <AdminTextArea {...common} rows={3} lang={language} defaultValue={value ?? ''} />;
  return (
    <AdminTextField
      {...common}
      lang={NUMERIC[own] || own === 'productSlug' || own === 'href' || own === 'url' ? undefined : language}
      inputMode={NUMERIC[own]}
      hint={HINTED.has(own) ? t(`admin.pages.hints.${own}`) : undefined}
      defaultValue={value ?? ''}
    />
  );
}

function BlockButton({ value, label, block }: { value: string; label: string; block: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      name={BLOCK_EDIT_NAME}
      value={value}
      className="button button--ghost"
      aria-label={t('admin.pages.blockAction', { action: label, block })}
      formNoValidate
    >
      {label}
    </button>
  );
}
