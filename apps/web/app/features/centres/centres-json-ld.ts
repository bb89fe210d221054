import type { FindUsLocation } from '@beast/domain/checkout/find-us-api.schema';
import { placeAnchor } from './place-anchor';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * schema.org structured data of the centres page: each place a BicycleStore (a LocalBusiness) with its
 * address, position, contacts and opening hours, and its coming closed days as special opening hours
 * (00:00–00:00 is schema.org's "closed that day").
 */
export function centresJsonLd(
  places: readonly FindUsLocation[],
  { pageUrl, brandName }: { pageUrl: string; brandName: string },
) {
  return {
    '@context': 'https://schema.org',
    '@graph': places.map((place) => ({
      '@type': 'BicycleStore',
      '@id': `${pageUrl}#${placeAnchor(place.slug)}`,
      name: place.name,
      url: `${pageUrl}#${placeAnchor(place.slug)}`,
      ...(place.description ? { description: place.description } : {}),
      brand: { '@type': 'Brand', name: brandName },
      telephone: place.phoneNumber.replace(/\s+/g, ''),
      email: place.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: place.address,
        postalCode: place.zipCode,
        addressLocality: place.city,
        addressCountry: 'CH',
      },
      ...(place.position
        ? { geo: { '@type': 'GeoCoordinates', latitude: place.position.latitude, longitude: place.position.longitude } }
        : {}),
      openingHoursSpecification: place.workHours
        .toSorted((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens))
        .map((period) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: `https://schema.org/${DAYS[period.weekday - 1]}`,
          opens: period.opens,
          closes: period.closes,
        })),
      ...(place.closedDays.length > 0
        ? {
            specialOpeningHoursSpecification: place.closedDays.map((day) => ({
              '@type': 'OpeningHoursSpecification',
              validFrom: day.date,
              validThrough: day.date,
              opens: '00:00',
              closes: '00:00',
            })),
          }
        : {}),
    })),
  };
}
