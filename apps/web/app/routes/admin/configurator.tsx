import {
  type ConfiguratorModelSetting,
  ConfiguratorModelSettingsSchema,
} from '@beast/domain/configurator/configurator.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { centimesOfFrancsText, formatMoney, francsText } from '@beast/domain/money/money';
import { ActionForm } from '../../features/back-office/action-form';
import { Card } from '../../features/back-office/admin-card';
import { AdminTextField } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/configurator';

const MODELS = '/api/admin/configurator/models';

export async function loader(args: Route.LoaderArgs) {
  return { settings: await backOfficeApi(args).load(MODELS, ConfiguratorModelSettingsSchema) };
}

/** A field's name for one option: `price:<group>:<option>` and `offer:<group>:<option>`, prices in francs. */
const fieldName = (kind: 'price' | 'offer', group: string, option: string) => `${kind}:${group}:${option}`;

/**
 * One model's options saved whole: the stored configurator with the prices, offers and defaults typed in (francs
 * in the form, centimes in the API). A price that is not a number is sent as -1, for the API to refuse in words.
 */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { csrf: csrfToken, model = '', ...values } = await formFields(args.request);
  try {
    const { models } = await api.load(MODELS, ConfiguratorModelSettingsSchema);
    const stored = models.find((entry) => entry.slug === model);
    if (!stored) return { model, failure: undefined };
    await api.change('PUT', `${MODELS}/${encodeURIComponent(model)}`, {
      body: withTypedPrices(stored.configurator, values),
      csrfToken,
    });
    return { done: { model, name: stored.name } };
  } catch (error) {
    return api.failure(error, values, { model });
  }
}

function withTypedPrices(configurator: ConfiguratorModelSetting['configurator'], values: Record<string, string>) {
  const centimes = (text: string | undefined, fallback: number | null) =>
    text === undefined ? fallback : text.trim() === '' ? null : (centimesOfFrancsText(text) ?? -1);
  return {
    ...configurator,
    groups: configurator.groups.map((group) => ({
      ...group,
      options: group.options.map((option) => ({
        ...option,
        price: centimes(values[fieldName('price', group.key, option.key)], option.price) ?? 0,
        offerPrice: centimes(values[fieldName('offer', group.key, option.key)], option.offerPrice),
        default: (values[`default:${group.key}`] ?? '') === option.key,
      })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.configurator.title');

type Answer = { done?: { model: string; name: string }; model?: string; failure?: FormFailure };

/**
 * The Configurator screen: each configurable model's option groups, each option's price and offer (what the
 * order page charges), the group's default, and the rules that make options exclude or require others. Content
 * staff and admins change them; every change is audited and the order page shows it at once.
 */
export default function ConfiguratorScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useStaffSession();
  const answer = actionData as Answer | undefined;
  if (!session) return null;
  return (
    <>
      <ScreenHeading title={t('admin.configurator.title')} lead={t('admin.configurator.lead')} />
      <DoneNotice message={answer?.done ? t('admin.configurator.saved', { name: answer.done.name }) : null} />
      {loaderData.settings.models.map((model) => (
        <ModelCard
          // Keyed by what is stored, so the fields show a saved change rather than what was typed before.
          key={`${model.slug}:${JSON.stringify(model.configurator)}`}
          model={model}
          csrf={session.csrfToken}
          failure={answer?.model === model.slug ? answer.failure : undefined}
        />
      ))}
    </>
  );
}

function ModelCard({
  model,
  csrf,
  failure,
}: {
  model: ConfiguratorModelSetting;
  csrf: string;
  failure: FormFailure | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const typed = (name: string, centimes: number | null | undefined) =>
    failure?.values[name] ?? (centimes == null ? '' : francsText(centimes));
  return (
    <Card id={`configurator-${model.slug}`} title={model.name}>
      <p>
        {t('admin.configurator.basePrice')}: {formatMoney(model.basePrice, locale)}
      </p>
      <ActionForm failure={failure} hidden={{ model: model.slug, csrf }} submit={t('admin.configurator.save')}>
        {model.configurator.groups.map((group, groupIndex) => (
          <fieldset key={group.key} className="admin-fieldset">
            <legend>{t(`admin.configurator.group.${group.key}`)}</legend>
            {group.options.map((option, optionIndex) => {
              const path = `groups.${groupIndex}.options.${optionIndex}`;
              const name = option.label[locale];
              return (
                <div key={option.key} className="admin-row">
                  <label className="admin-check">
                    <input
                      type="radio"
                      name={`default:${group.key}`}
                      value={option.key}
                      defaultChecked={
                        (failure?.values[`default:${group.key}`] ?? '') === option.key || (!failure && option.default)
                      }
                    />{' '}
                    {t('admin.configurator.defaultOf', { name })}
                  </label>
                  <AdminTextField
                    name={fieldName('price', group.key, option.key)}
                    label={t('admin.configurator.price', { name })}
                    inputMode="decimal"
                    defaultValue={typed(fieldName('price', group.key, option.key), option.price)}
                    error={failure?.fields[`${path}.price`]}
                  />
                  <AdminTextField
                    name={fieldName('offer', group.key, option.key)}
                    label={t('admin.configurator.offerPrice', { name })}
                    hint={t('admin.configurator.offerHint')}
                    inputMode="decimal"
                    defaultValue={typed(fieldName('offer', group.key, option.key), option.offerPrice)}
                    error={failure?.fields[`${path}.offerPrice`]}
                  />
                </div>
              );
            })}
          </fieldset>
        ))}
        <h3>{t('admin.configurator.rules')}</h3>
        {model.configurator.rules.length === 0 ? (
          <p>{t('admin.configurator.noRules')}</p>
        ) : (
          <ul>
            {model.configurator.rules.map((rule) => (
              <li key={`${rule.kind}:${rule.option}`}>
                {t(`admin.configurator.rule.${rule.kind}`, {
                  option: optionName(model, rule.option, locale),
                  others: rule.others.map((other) => optionName(model, other, locale)).join(', '),
                })}
              </li>
            ))}
          </ul>
        )}
      </ActionForm>
    </Card>
  );
}

/** An option named `group=option` in a rule, as the screen names it: its label in the screen's language. */
function optionName(model: ConfiguratorModelSetting, ref: string, locale: Locale): string {
  const [group, key] = ref.split('=');
  const option = model.configurator.groups.find((entry) => entry.key === group)?.options.find((o) => o.key === key);
  return option?.label[locale] ?? ref;
}
