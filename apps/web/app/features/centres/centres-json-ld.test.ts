import type { FindUsLocation } from '@beast/domain/checkout/find-us-api.schema';
import { describe, expect, it } from 'vitest';
import { centresJsonLd } from './centres-json-ld';

const GENEVA: FindUsLocation = {
  id: 1,
  slug: 'geneva',
  kind: 'experience-centre',
  name: 'Experience centre Geneva',
  city: 'Geneva',
  address: 'Rue du Rhône 48',
  zipCode: '1204',
  phoneNumber: '+41 22 310 42 00',
  email: 'geneva@beast.example',
  workHours: [
    { weekday: 6, opens: '09:00', closes: '18:00' },
    { weekday: 1, opens: '09:00', closes: '18:00' },
  ],
  closedDays: [{ date: '2026-12-25', reason: 'Christmas' }],
  position: { latitude: 46.2033, longitude: 6.1486 },
  description: 'Our flagship.',
  isDefault: true,
};

const context = { pageUrl: 'https://shop.example.ch/en/experience-center', brandName: 'Beast' };

describe('the centres page’s structured data', () => {
  it('describes each place as a bicycle store with its address, position, contacts and weekly hours', () => {
    const [store] = centresJsonLd([GENEVA], context)['@graph'];
    expect(store).toMatchObject({
      '@type': 'BicycleStore',
      '@id': 'https://shop.example.ch/en/experience-center#place-geneva',
      name: 'Experience centre Geneva',
      description: 'Our flagship.',
      telephone: '+41223104200',
      address: {
        streetAddress: 'Rue du Rhône 48',
        postalCode: '1204',
        addressLocality: 'Geneva',
        addressCountry: 'CH',
      },
      geo: { latitude: 46.2033, longitude: 6.1486 },
    });
    expect(store!.openingHoursSpecification.map((spec) => spec.dayOfWeek)).toEqual([
      'https://schema.org/Monday',
      'https://schema.org/Saturday',
    ]);
  });

  it('states a closed day as special opening hours of 00:00 to 00:00', () => {
    const [store] = centresJsonLd([GENEVA], context)['@graph'];
    expect(store!.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });

  it('leaves out what a place does not have yet: a position, a description, closed days', () => {
    const [store] = centresJsonLd([{ ...GENEVA, position: null, description: null, closedDays: [] }], context)[
      '@graph'
    ];
    expect(store).not.toHaveProperty('geo');
    expect(store).not.toHaveProperty('description');
    expect(store).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});
