import type { Locale } from '@beast/domain/i18n/locale';
import type { MediaSeed, ProductSeed, ProductText, Translated } from '../seed-types';
import { imageMedia, packageFees, perLocale } from './content-helpers';
import { BIKE_HEIGHT, BIKE_WIDTH, type BikeArt, bikeSvg, SCENE_HEIGHT, SCENE_WIDTH, sceneSvg } from './illustrations';
import { vehicleDownloads } from './product-documents';
import { type ColourOption, type RimOption, specEntries, VEHICLE_MODELS, type VehicleModel } from './vehicle-models';

/** The drawing of a model in one colour option. */
export function bikeArt(model: VehicleModel, colour: ColourOption, rim: RimOption): BikeArt {
  return { model: model.art, frameColor: colour.hex, rimColor: rim.hex, accentColor: model.accentColor };
}

/** Side view of a model in one colour option, with an alt text that says what the picture shows. */
export function bikeSideMedia(
  path: string,
  model: VehicleModel,
  colour: ColourOption,
  rim: RimOption,
  name: (locale: Locale) => string = (locale) => model.copy[locale].name,
): MediaSeed {
  const alt = perLocale((locale) => {
    const label = name(locale);
    const colourName = colour.name[locale];
    const rims = rim.phrase[locale];
    if (locale === 'fr') return `${label} en ${colourName}, ${rims}, vue de côté`;
    if (locale === 'de') return `${label} in ${colourName} mit ${rims}, Seitenansicht`;
    return `${label} in ${colourName} with ${rims}, side view`;
  });
  return imageMedia(path, { width: BIKE_WIDTH, height: BIKE_HEIGHT }, alt, () => bikeSvg(bikeArt(model, colour, rim)));
}

function sceneMedia(model: VehicleModel): MediaSeed {
  const [colour] = model.colours;
  const [rim] = model.rims;
  const alt = perLocale((locale) => {
    const name = model.copy[locale].name;
    const colourName = colour.name[locale];
    if (locale === 'fr') return `${name} en ${colourName} sur une route au bord du lac, devant des sommets enneigés`;
    if (locale === 'de') return `${name} in ${colourName} auf einer Seestrasse vor verschneiten Gipfeln`;
    return `${name} in ${colourName} on a lakeside road below snowy peaks`;
  });
  return imageMedia(`media/${model.slug}/scene.svg`, { width: SCENE_WIDTH, height: SCENE_HEIGHT }, alt, () =>
    sceneSvg({ bike: bikeArt(model, colour, rim) }),
  );
}

/** Gallery: one side view per colour option (rims alternate), then the bike in an alpine scene. */
function vehicleMedia(model: VehicleModel): MediaSeed[] {
  const sides = model.colours.map((colour, i) =>
    bikeSideMedia(
      `media/${model.slug}/side-${colour.key}.svg`,
      model,
      colour,
      model.rims[i % model.rims.length] ?? model.rims[0],
    ),
  );
  return [...sides, sceneMedia(model)];
}

function vehicleText(model: VehicleModel): Translated<ProductText> {
  return perLocale((locale) => ({ ...model.copy[locale], specs: specEntries(model, locale) }));
}

function vehicleSeed(model: VehicleModel): ProductSeed {
  return {
    slug: model.slug,
    type: model.type,
    page: model.page,
    price: model.price,
    originalPrice: model.originalPrice,
    speedKmh: model.speedKmh,
    batteryWh: model.batteryWh,
    weightKg: model.weightKg,
    configuratorCatalogId: model.configuratorCatalogId,
    editionSize: model.editionSize,
    media: vehicleMedia(model),
    geometry: model.geometry,
    packageFees: packageFees(model.speedKmh, model.fees),
    downloads: vehicleDownloads(model),
    text: vehicleText(model),
  };
}

/** The ten vehicles of spec §1. */
export const VEHICLES: ProductSeed[] = VEHICLE_MODELS.map(vehicleSeed);
