import {
  CATALOG_WRITE_ERRORS,
  type SpecialOfferWrite,
  type SpecialOfferWriteInput,
  SpecialOfferWriteSchema,
} from '@beast/domain/catalog/catalog-write.schema';
import { LOCALES, perLocale } from '@beast/domain/i18n/locale';
import { typesetAll } from '@beast/domain/i18n/typography';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { type Actor, committed, type OnContentChange, sameJson, type WriteResult } from '../../lib/content-change';
import { parseInput } from '../../lib/parse-input';
import { type ChangeOutcome, recordContentWrite } from '../audit/audit';
import { type CatalogWriteRepository, createCatalogWriteRepository } from './catalog-write.repository';

/** Special offers, public or flash offers for members of partner companies (spec §1, §6); audited. */
export function createSpecialOffersWriteService({ db, onChange }: { db: Db; onChange: OnContentChange }) {
  const report = (actor: Actor, offer: SpecialOfferWrite) => (result: WriteResult & { created?: boolean }) => ({
    actor,
    entity: 'special-offer',
    key: offer.slug ?? String(result.id),
    action: result.created ? ('created' as const) : ('updated' as const),
    caches: ['catalogue' as const],
  });

  /** A staff member's change goes to the audit log, in the transaction of the change. */
  async function audited(
    tx: Db,
    actor: Actor,
    offer: SpecialOfferWrite,
    before: SpecialOfferWrite | null,
    result: WriteResult & ChangeOutcome,
  ) {
    const entityKey = offer.slug ?? String(result.id);
    await recordContentWrite(tx, actor, { entityType: 'special-offer', entityKey, before, after: offer, ...result });
    return result;
  }

  async function insert(tx: Db, actor: Actor, offer: SpecialOfferWrite) {
    return audited(tx, actor, offer, null, await insertOffer(createCatalogWriteRepository(tx), offer));
  }

  async function replace(tx: Db, actor: Actor, stored: StoredOffer, offer: SpecialOfferWrite) {
    const before = storedOffer(stored);
    return audited(
      tx,
      actor,
      offer,
      before,
      await replaceOffer(createCatalogWriteRepository(tx), stored, before, offer),
    );
  }

  return {
    async createSpecialOffer(actor: Actor, input: SpecialOfferWriteInput): Promise<WriteResult> {
      const offer = typesetOffer(parseInput(SpecialOfferWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          const repository = createCatalogWriteRepository(tx);
          if (offer.slug !== null && (await repository.findSpecialOffer({ slug: offer.slug }))) {
            throw new DomainError('SLUG_TAKEN');
          }
          return insert(tx, actor, offer);
        }),
        onChange,
        report(actor, offer),
      );
    },

    async updateSpecialOffer(actor: Actor, id: number, input: SpecialOfferWriteInput): Promise<WriteResult> {
      const offer = typesetOffer(parseInput(SpecialOfferWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createCatalogWriteRepository(tx).findSpecialOffer({ id });
          if (!stored) throw new DomainError('NOT_FOUND');
          const { id: storedId, changed } = await replace(tx, actor, stored, offer);
          return { id: storedId, changed };
        }),
        onChange,
        report(actor, offer),
      );
    },

    /** Creates the offer of this slug, or replaces it when it exists: what an import of a data file does. */
    async saveSpecialOffer(actor: Actor, input: SpecialOfferWriteInput): Promise<WriteResult & { created: boolean }> {
      const offer = typesetOffer(parseInput(SpecialOfferWriteSchema, input));
      if (offer.slug === null) throw new DomainError('VALIDATION_FAILED', { slug: CATALOG_WRITE_ERRORS.slug });
      const slug = offer.slug;
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createCatalogWriteRepository(tx).findSpecialOffer({ slug });
          return stored ? replace(tx, actor, stored, offer) : insert(tx, actor, offer);
        }),
        onChange,
        report(actor, offer),
      );
    },
  };
}

type StoredOffer = NonNullable<Awaited<ReturnType<CatalogWriteRepository['findSpecialOffer']>>>;

async function insertOffer(repository: CatalogWriteRepository, offer: SpecialOfferWrite) {
  const companyIds = await offerCompanyIds(repository, offer);
  const id = await repository.insertSpecialOffer(await offerValues(repository, offer), offerTexts(offer));
  await repository.replaceOfferCompanies(id, companyIds);
  return { id, changed: true, created: true };
}

async function replaceOffer(
  repository: CatalogWriteRepository,
  stored: StoredOffer,
  before: SpecialOfferWrite,
  offer: SpecialOfferWrite,
) {
  const id = stored.offer.id;
  if (sameJson(before, offer)) return { id, changed: false, created: false };
  if (offer.slug !== null && offer.slug !== stored.offer.slug) {
    if (await repository.findSpecialOffer({ slug: offer.slug })) throw new DomainError('SLUG_TAKEN');
  }
  const companyIds = await offerCompanyIds(repository, offer);
  await repository.updateSpecialOffer(id, await offerValues(repository, offer), offerTexts(offer));
  await repository.replaceOfferCompanies(id, companyIds);
  return { id, changed: true, created: false };
}

function storedOffer({ offer, productSlug, texts, companySlugs }: StoredOffer): SpecialOfferWrite {
  return {
    slug: offer.slug,
    productSlug,
    partnerName: offer.partnerName,
    companySlugs,
    unitCap: offer.unitCap,
    perMemberCap: offer.perMemberCap,
    price: offer.price,
    originalPrice: offer.originalPrice,
    validFrom: offer.validFrom.toISOString(),
    validUntil: offer.validUntil.toISOString(),
    text: perLocale((locale) => {
      const text = texts.find((translation) => translation.locale === locale);
      return { title: text?.title ?? '', description: text?.description ?? '' };
    }),
  };
}

/** Copy typeset like every text the customer reads; instants as the database gives them back. */
function typesetOffer(offer: SpecialOfferWrite): SpecialOfferWrite {
  return {
    ...offer,
    companySlugs: [...new Set(offer.companySlugs)].sort(),
    validFrom: new Date(offer.validFrom).toISOString(),
    validUntil: new Date(offer.validUntil).toISOString(),
    text: perLocale((locale) => typesetAll(offer.text[locale], locale)),
  };
}

async function offerValues(repository: CatalogWriteRepository, offer: SpecialOfferWrite) {
  const productId = await repository.findProductId(offer.productSlug);
  if (productId === undefined) {
    throw new DomainError('VALIDATION_FAILED', { productSlug: CATALOG_WRITE_ERRORS.unknownProduct });
  }
  return {
    slug: offer.slug,
    productId,
    partnerName: offer.partnerName,
    unitCap: offer.unitCap,
    perMemberCap: offer.perMemberCap,
    price: offer.price,
    originalPrice: offer.originalPrice,
    validFrom: new Date(offer.validFrom),
    validUntil: new Date(offer.validUntil),
  };
}

/** The companies a flash offer is for; a slug that names no partner company is refused on its field. */
async function offerCompanyIds(repository: CatalogWriteRepository, offer: SpecialOfferWrite): Promise<number[]> {
  const found = await repository.findCompanyIds(offer.companySlugs);
  const unknown = offer.companySlugs.findIndex((slug) => !found.has(slug));
  if (unknown >= 0) {
    throw new DomainError('VALIDATION_FAILED', { [`companySlugs.${unknown}`]: CATALOG_WRITE_ERRORS.unknownCompany });
  }
  return offer.companySlugs.map((slug) => found.get(slug)!);
}

function offerTexts(offer: SpecialOfferWrite) {
  return LOCALES.map((locale) => ({ locale, ...offer.text[locale] }));
}
