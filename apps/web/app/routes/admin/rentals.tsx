import type { Locale } from '@beast/domain/i18n/locale';
import { centimesOfFrancsText, chf, formatMoney, francsText } from '@beast/domain/money/money';
import { weeklyEquivalent } from '@beast/domain/rentals/rental.rules';
import { RentalModelSettingsSchema } from '@beast/domain/rentals/rental-api.schema';
import { ActionForm } from '../../features/back-office/action-form';
import { Card } from '../../features/back-office/admin-card';
import { AdminTextField } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/rentals';

const MODELS = '/api/admin/rentals/models';

export async function loader(args: Route.LoaderArgs) {
  return { settings: await backOfficeApi(args).load(MODELS, RentalModelSettingsSchema) };
}

/** One model's rental: rented out or not, at a monthly price typed in francs (the API takes centimes). */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { csrf: csrfToken, model = '', name = '', ...values } = await formFields(args.request);
  try {
    await api.change('PUT', `${MODELS}/${encodeURIComponent(model)}`, {
      body: { rentable: values.rentable === 'on', monthlyPrice: centimesOfFrancsText(values.monthlyPrice ?? '') ?? -1 },
      csrfToken,
    });
    return { done: { model, name } };
  } catch (error) {
    return api.failure(error, values, { model });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.rentals.title');

type Answer = { done?: { model: string; name: string }; model?: string; failure?: FormFailure };

/**
 * The Rentals screen (decision 22): every vehicle on sale, whether the shop rents it out and at what price per
 * month, with that price per week as the rentals page shows it. Content staff and admins change them, audited.
 */
export default function RentalsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const session = useStaffSession();
  const answer = actionData as Answer | undefined;
  if (!session) return null;
  return (
    <>
      <ScreenHeading title={t('admin.rentals.title')} lead={t('admin.rentals.lead')} />
      <DoneNotice message={answer?.done ? t('admin.rentals.saved', { name: answer.done.name }) : null} />
      {loaderData.settings.models.map((model) => {
        const failure = answer?.model === model.slug ? answer.failure : undefined;
        const price =
          failure?.values.monthlyPrice ?? (model.monthlyPrice === null ? '' : francsText(model.monthlyPrice));
        const rentable = failure ? failure.values.rentable === 'on' : model.rentable;
        return (
          <Card key={model.slug} id={`rental-${model.slug}`} title={model.name}>
            <p>
              {t('admin.rentals.purchasePrice')}: {formatMoney(model.purchasePrice, locale)}
              {model.monthlyPrice !== null
                ? ` · ${t('admin.rentals.perWeek', { price: formatMoney(weeklyEquivalent(chf(model.monthlyPrice)), locale) })}`
                : ''}
            </p>
            <ActionForm
              failure={failure}
              hidden={{ model: model.slug, name: model.name, csrf: session.csrfToken }}
              submit={t('admin.rentals.save')}
            >
              <label className="admin-check">
                <input type="checkbox" name="rentable" defaultChecked={rentable} /> {t('admin.rentals.rentable')}
              </label>
              <AdminTextField
                name="monthlyPrice"
                label={t('admin.rentals.monthlyPrice')}
                inputMode="decimal"
                defaultValue={price}
                error={failure?.fields.monthlyPrice}
                focus={failure?.fields.monthlyPrice !== undefined}
              />
            </ActionForm>
          </Card>
        );
      })}
    </>
  );
}
