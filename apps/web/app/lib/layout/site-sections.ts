import type { Locale } from '@beast/domain/i18n/locale';
import { localizedPath } from '../i18n/language';

/**
 * The public sections of the shop (spec §2), in the groups the header's menu and the footer show them in: the
 * one list the header, the footer and their tests read. A section is its path without a language prefix and
 * the key of its name under `nav.`.
 */
export interface SiteSection {
  readonly path: string;
  /** A place on the page (the home page's line-up). */
  readonly hash?: string;
  /** Its name: `nav.<key>` in the catalogue. */
  readonly key: string;
}

export interface SiteSectionGroup {
  /** The group's name: `nav.group.<key>`. */
  readonly key: 'shop' | 'care' | 'discover';
  readonly sections: readonly SiteSection[];
}

export const SITE_SECTION_GROUPS: readonly SiteSectionGroup[] = [
  {
    key: 'shop',
    sections: [
      // The model line-up is a section of the home page.
      { path: '/', hash: '#models', key: 'bikes' },
      { path: '/service-and-accessories', key: 'serviceAndAccessories' },
      { path: '/refurbished', key: 'refurbished' },
    ],
  },
  {
    key: 'care',
    sections: [
      { path: '/experience-center', key: 'experienceCenter' },
      { path: '/test-drive', key: 'testDrive' },
      { path: '/rentals', key: 'rentals' },
      { path: '/services', key: 'services' },
      { path: '/subscription', key: 'subscription' },
      { path: '/leasing-and-financing', key: 'financing' },
      { path: '/b2b-offer', key: 'business' },
    ],
  },
  {
    key: 'discover',
    sections: [
      { path: '/blog', key: 'blog' },
      { path: '/faq', key: 'faq' },
      { path: '/about-us', key: 'aboutUs' },
      { path: '/contribution', key: 'contribution' },
      { path: '/press', key: 'press' },
      { path: '/contest', key: 'contest' },
      { path: '/hotel-competition', key: 'hotelCompetition' },
      { path: '/contact-us', key: 'contact' },
    ],
  },
];

/** The legal pages, linked from the footer. */
export const LEGAL_SECTIONS: readonly SiteSection[] = [
  { path: '/privacy', key: 'privacy' },
  { path: '/terms', key: 'terms' },
];

/** A section's address in a language: `/fr/blog`, `/de#models`. */
export function sectionHref(locale: Locale, section: SiteSection): string {
  return `${localizedPath(locale, section.path)}${section.hash ?? ''}`;
}
