import type { SubcategorySeed } from '../seed-types';
import { t } from './content-helpers';

/** Subcategories of accessories, services and refurbished goods (spec §3, §7 subcategory calls). */
const SUBCATEGORY_LIST = [
  { slug: 'safety', kind: 'accessory', name: t('Safety', 'Sécurité', 'Sicherheit') },
  {
    slug: 'bags-and-transport',
    kind: 'accessory',
    name: t('Bags and transport', 'Sacoches et transport', 'Taschen und Transport'),
  },
  { slug: 'child-and-cargo', kind: 'accessory', name: t('Children and cargo', 'Enfants et cargo', 'Kinder und Cargo') },
  {
    slug: 'electronics-and-charging',
    kind: 'accessory',
    name: t('Electronics and charging', 'Électronique et recharge', 'Elektronik und Laden'),
  },
  { slug: 'comfort', kind: 'accessory', name: t('Comfort', 'Confort', 'Komfort') },
  { slug: 'workshop', kind: 'service', name: t('Workshop', 'Atelier', 'Werkstatt') },
  { slug: 'subscriptions', kind: 'service', name: t('Subscriptions', 'Abonnements', 'Abos') },
  { slug: 'mobility', kind: 'service', name: t('Mobility', 'Mobilité', 'Mobilität') },
  {
    slug: 'refurbished-bikes',
    kind: 'refurbished',
    name: t('Refurbished e-bikes', 'Vélos électriques reconditionnés', 'Aufbereitete E-Bikes'),
  },
  {
    slug: 'refurbished-cargo',
    kind: 'refurbished',
    name: t('Refurbished cargo bikes', 'Vélos cargo reconditionnés', 'Aufbereitete Cargovelos'),
  },
  { slug: 'ex-demo', kind: 'refurbished', name: t('Ex-demo bikes', 'Vélos de démonstration', 'Vorführvelos') },
  {
    slug: 'refurbished-accessories',
    kind: 'refurbished',
    name: t('Refurbished accessories', 'Accessoires reconditionnés', 'Aufbereitetes Zubehör'),
  },
] as const satisfies readonly SubcategorySeed[];

export const SUBCATEGORIES: SubcategorySeed[] = [...SUBCATEGORY_LIST];

type SlugOfKind<K extends SubcategorySeed['kind']> = Extract<(typeof SUBCATEGORY_LIST)[number], { kind: K }>['slug'];
export type AccessorySubcategory = SlugOfKind<'accessory'>;
export type ServiceSubcategory = SlugOfKind<'service'>;
export type RefurbishedSubcategory = SlugOfKind<'refurbished'>;
