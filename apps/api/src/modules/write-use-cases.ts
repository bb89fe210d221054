import type { Db } from '../db/client';
import { type Clock, systemClock } from '../lib/clock';
import type { OnContentChange } from '../lib/content-change';
import { createCatalogWriteService } from './catalog/catalog-write.service';
import { createSpecialOffersWriteService } from './catalog/special-offers-write.service';
import { createConfiguratorWriteService } from './configurator/configurator-write.service';
import { createContentWriteService } from './content/content-write.service';
import { createContestsWriteService } from './contests/contests-write.service';
import { createCouponsWriteService } from './coupons/coupons-write.service';
import { createCentresWriteService } from './delivery/centres-write.service';
import { createCourierZonesWriteService } from './delivery/courier-zones-write.service';
import { createArticlesWriteService } from './editorial/articles/articles-write.service';
import { createFaqWriteService } from './editorial/faq/faq-write.service';
import { createPagesWriteService } from './editorial/pages/pages-write.service';
import { createPressWriteService } from './editorial/press/press-write.service';
import { createCompaniesWriteService } from './partners/companies-write.service';
import { createRentalModelsWriteService } from './rentals/rental-models-write.service';
import { createTestRideCentresWriteService } from './test-rides/test-ride-centres-write.service';

/**
 * Every write use case of the shop's content, by feature. The app builds them with cache invalidation as
 * the change report; the content importer builds them on its own database connection.
 */
export function createWriteUseCases(db: Db, onChange: OnContentChange, clock: Clock = systemClock) {
  return {
    catalog: createCatalogWriteService({ db, onChange }),
    specialOffers: createSpecialOffersWriteService({ db, onChange }),
    content: createContentWriteService({ db, onChange }),
    coupons: createCouponsWriteService({ db, onChange }),
    // Which bookings are still to come is judged on the shop's clock.
    centres: createCentresWriteService({ db, onChange, clock }),
    courierZones: createCourierZonesWriteService({ db, onChange, clock }),
    faq: createFaqWriteService({ db, onChange, clock }),
    pages: createPagesWriteService({ db, onChange, clock }),
    // An article published without a time is public from the shop's now.
    articles: createArticlesWriteService({ db, onChange, clock }),
    press: createPressWriteService({ db, onChange, clock }),
    // A centre's places are judged against the coming test rides, on the shop's clock.
    testRideCentres: createTestRideCentresWriteService({ db, onChange, clock }),
    contests: createContestsWriteService({ db, onChange, clock }),
    // The models rented out and their monthly prices (decision 22).
    rentalModels: createRentalModelsWriteService({ db, onChange, clock }),
    // The partner companies whose members get flash offers (spec §1, §6).
    companies: createCompaniesWriteService({ db, onChange, clock }),
    // Each configurable model's options, prices, offers and rules.
    configurator: createConfiguratorWriteService({ db, onChange }),
  };
}

export type WriteUseCases = ReturnType<typeof createWriteUseCases>;
