import type { Locale } from '@beast/domain/i18n/locale';
import {
  isRentalStep,
  nextRentalStep,
  previousRentalStep,
  RENTAL_STEP_FIELDS,
  RENTAL_STEPS,
  type RentalStep,
} from '@beast/domain/rentals/rental.rules';
import type { RentalModelOffer, RentalOffer, RentalRequested } from '@beast/domain/rentals/rental-api.schema';
import { lazy, Suspense } from 'react';
import { data, Form, type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router';
import { formTokenOf, postedFields, publicFormFailure } from '../features/forms/public-form.server';
import {
  BACK_INTENT,
  BikeStep,
  EMPTY_RENTAL,
  RentalSent,
  type RentalStepAnswer,
  RentalStepFrame,
} from '../features/rentals/rental-step-views';
import { refusedFields, rentalAnswersOf } from '../features/rentals/rental-steps.server';
import { rentalsApi } from '../features/rentals/rentals-api';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import { seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import { RenderedHtml } from '../ui/rendered-html';
import type { Route } from './+types/rentals';
import '../styles/requests.css';
import '../styles/test-rides.css';
import '../styles/rentals.css';

/**
 * Steps 2 to 4 (their fields, the person's and the form hook's) load when a visitor reaches them: a first visit
 * shows the bikes only. The server renders a step whole in the page (entry.server never outlines a boundary), so
 * it reads the same without JavaScript.
 */
const RentalStepForm = lazy(() => import('../features/rentals/rental-step-form'));

/**
 * spec §2 /{locale}/rentals, "rentals as a 4-step process": the bike, the months (spec §9), the person's details,
 * then the review and the request. What renting includes is content (the Pages screen's "rentals" page); the
 * models and their prices are data (the back office's Rentals screen).
 */
export async function loader(args: Route.LoaderArgs) {
  const { api, t, seoFor } = pageContext(args);
  const rentals = rentalsApi(api);
  const [page, offer, countries] = await Promise.all([
    rentals.page().catch(() => null),
    rentals.offer().catch((): RentalOffer => ({ models: [] })),
    rentals.countries().catch(() => []),
  ]);
  const title = page?.title ?? t('rentals.title');
  return {
    ...routeTexts(args.request, ['rentals', 'auth', 'validation', 'errors']),
    page: page && {
      title: page.title,
      description: page.description,
      bodyHtml: page.bodyHtml,
      facts: page.blocks.flatMap((block) => (block.type === 'facts' ? block.items : [])),
      factsTitle: page.blocks.find((block) => block.type === 'facts')?.title ?? null,
    },
    offer,
    countries,
    seo: seoFor({ path: '/rentals', title, description: page?.description ?? title }),
  };
}

/** What a step's post answers: the step to show with every answer kept, its refusals, or the request sent. */
type StepAnswer = RentalStepAnswer;
type SentAnswer = { sent: RentalRequested };

/**
 * Every step is a post to this action carrying the earlier answers, with or without JavaScript: Back shows the
 * step before; Next checks the step's fields with its shared schema and shows the next step or the refusals; the
 * review's post sends the request, which the server prices.
 */
export async function action(args: Route.ActionArgs) {
  const { api, t } = pageContext(args);
  const fields = await postedFields(args.request);
  const step: RentalStep = isRentalStep(fields.step) ? fields.step : 'bike';
  const values = rentalAnswersOf(fields);
  // The form's token (the guard's fill time) is taken when the first step is posted, and carried from there.
  const formToken = fields.formToken || (await formTokenOf(api));
  if (fields.intent === BACK_INTENT) {
    return { step: previousRentalStep(step), values, formToken } satisfies StepAnswer;
  }
  const rentals = rentalsApi(api);
  const offer = await rentals.offer().catch((): RentalOffer => ({ models: [] }));
  const refused = refusedFields(step, values, offer, t);
  if (Object.keys(refused).length > 0) {
    // The review shows no fields: a refusal there goes back to the first step whose field is refused.
    const shown = step === 'review' ? firstStepOf(Object.keys(refused)) : step;
    return data({ step: shown, values, fields: refused, formError: null, formToken } satisfies StepAnswer, {
      status: 400,
    });
  }
  if (step !== 'review') return { step: nextRentalStep(step), values, formToken } satisfies StepAnswer;
  try {
    const sent = await rentals.send({
      ...values,
      months: Number(values.months),
      message: values.message || null,
      website: fields.website ?? '',
      formToken,
    });
    return { sent } satisfies SentAnswer;
  } catch (error) {
    const failure = publicFormFailure(error, fields, t);
    const refusedNames = Object.keys(failure.data.fields);
    const shown = refusedNames.length > 0 ? firstStepOf(refusedNames) : step;
    return data({ ...failure.data, values, step: shown, formToken } satisfies StepAnswer, failure.init ?? undefined);
  }
}

function firstStepOf(names: readonly string[]): RentalStep {
  return (
    RENTAL_STEPS.find((step) => (RENTAL_STEP_FIELDS[step] as readonly string[]).some((name) => names.includes(name))) ??
    'review'
  );
}

/** A step's post answers everything the next step needs: the page's data does not change with it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

export default function Rentals({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, offer, countries } = loaderData;
  const answer = actionData as StepAnswer | SentAnswer | undefined;
  const sent = answer && 'sent' in answer ? answer.sent : null;
  const stepAnswer = answer && 'step' in answer ? answer : undefined;
  const step = stepAnswer?.step ?? 'bike';
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{t('rentals.eyebrow')}</p>
          <h1 className="page-head__title">{page?.title ?? t('rentals.title')}</h1>
          {page ? <p className="page-head__lead">{page.description}</p> : null}
        </Container>
      </header>
      <Container className="request-page">
        <div className="request-page__main">
          {sent ? (
            <RentalSent rental={sent} />
          ) : (
            <RentalSteps step={step} models={offer.models} countries={countries} answer={stepAnswer} />
          )}
        </div>
        {page ? (
          <aside className="request-page__aside" aria-labelledby="rental-includes">
            <h2 id="rental-includes" className="request-page__aside-title">
              {page.factsTitle ?? page.title}
            </h2>
            {page.facts.length > 0 ? (
              <dl className="ride-points">
                {page.facts.map((fact) => (
                  <div key={fact.label} className="ride-points__item">
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <RenderedHtml html={page.bodyHtml} className="prose ride-about" />
          </aside>
        ) : null}
      </Container>
    </>
  );
}

/** The step a post brought (the bike on a first visit), each drawn afresh from the answers its post carried. */
function RentalSteps({
  step,
  models,
  countries,
  answer,
}: {
  step: RentalStep;
  models: readonly RentalModelOffer[];
  countries: Route.ComponentProps['loaderData']['countries'];
  answer: StepAnswer | undefined;
}) {
  if (step === 'bike' || !answer) return <BikeForm key="bike" models={models} answer={answer} />;
  return (
    <Suspense fallback={null}>
      <RentalStepForm key={step} step={step} models={models} countries={countries} answer={answer} />
    </Suspense>
  );
}

/**
 * Step 1, a plain form: a choice among radios that the server checks when it is posted (the same with and without
 * JavaScript, which only spares the page's reload).
 */
function BikeForm({ models, answer }: { models: readonly RentalModelOffer[]; answer: StepAnswer | undefined }) {
  const { i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const values = { ...EMPTY_RENTAL, ...answer?.values };
  return (
    <Form method="post" className="request-form rental-form" aria-labelledby="rental-step-title" noValidate>
      <RentalStepFrame
        step="bike"
        values={values}
        formError={answer?.formError ?? null}
        busy={busy}
        focusTitle={answer !== undefined && !answer.fields}
      >
        <BikeStep
          models={models}
          chosen={values.model}
          error={answer?.fields?.model}
          errorId="rental-model-error"
          locale={i18n.language as Locale}
        />
      </RentalStepFrame>
    </Form>
  );
}
