import { createBike, TEST_ACTOR } from './catalog';
import type { TestApp } from './test-app';

/** A rental request of a bike of the tests' own (CHF 150 a month), sent through POST /rentals as a visitor does. */
export async function requestTestRental(
  harness: TestApp,
  email = `rental.${Math.random().toString(36).slice(2)}@example.ch`,
): Promise<{ id: number }> {
  const bike = await createBike(harness);
  await harness.app.writes.rentalModels.saveModel(TEST_ACTOR, bike.slug, { rentable: true, monthlyPrice: 15_000 });
  const { formToken } = (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json();
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/rentals',
    payload: {
      model: bike.slug,
      months: 3,
      firstName: 'Lina',
      lastName: 'Keller',
      email,
      countryCode: '+41',
      phoneNumber: '791234567',
      address: 'Rue du Lac 12',
      zipCode: '1201',
      city: 'Genève',
      formToken,
    },
  });
  if (response.statusCode !== 201) throw new Error(`rental refused: ${response.body}`);
  return response.json();
}
