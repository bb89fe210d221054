import type { FindUsLocation } from '@beast/domain/checkout/find-us-api.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { PlaceCard } from './place-card';
import { type MapPlace, SwissMap } from './swiss-map';

const place = (
  slug: string,
  city: string,
  latitude: number,
  longitude: number,
  kind: MapPlace['kind'] = 'experience-centre',
) => ({
  slug,
  name: `${kind === 'shop' ? 'Partner shop' : 'Experience centre'} ${city}`,
  city,
  kind,
  position: { latitude, longitude },
});

const PLACES: MapPlace[] = [
  place('geneva', 'Geneva', 46.2033, 6.1486),
  place('meyrin', 'Meyrin', 46.2268, 6.0627),
  place('bern', 'Bern', 46.9466, 7.4327),
  place('zurich', 'Zurich', 47.3921, 8.5138, 'shop'),
];

describe('the map of the centres page', () => {
  it('links each marker to its place’s card, by the place’s name', async () => {
    renderPage(() => <SwissMap places={PLACES} label="Our places in Switzerland" insetLabel="Geneva area" />, {
      path: '/:lang/experience-center',
      url: '/en/experience-center',
    });
    const map = await screen.findByRole('group', { name: 'Our places in Switzerland' });
    const links = within(map).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Experience centre Bern', '#place-bern'],
      ['Partner shop Zurich', '#place-zurich'],
      // The two Genevan places, a few kilometres apart, are enlarged in the corner, after the others.
      ['Experience centre Geneva', '#place-geneva'],
      ['Experience centre Meyrin', '#place-meyrin'],
    ]);
    // A shop's marker is a diamond, a centre's a circle.
    expect(links[1]!.querySelector('path.map-marker__shape')).not.toBeNull();
    expect(links[0]!.querySelector('circle.map-marker__shape')).not.toBeNull();
  });
});

const LAUSANNE: FindUsLocation = {
  id: 2,
  slug: 'lausanne',
  kind: 'experience-centre',
  name: 'Experience centre Lausanne',
  city: 'Lausanne',
  address: 'Avenue de la Gare 12',
  zipCode: '1003',
  phoneNumber: '+41 21 320 18 40',
  email: 'lausanne@beast.example',
  workHours: [2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '18:00' })),
  closedDays: [{ date: '2026-11-24', reason: 'Inventaire' }],
  position: { latitude: 46.5182, longitude: 6.6322 },
  description: 'À deux minutes de la gare.',
  isDefault: false,
};

describe('a place’s card', () => {
  function showCard(now: string) {
    renderPage(() => <PlaceCard place={LAUSANNE} now={new Date(now)} serviceHref="#services" />, {
      path: '/:lang/experience-center',
      url: '/fr/experience-center',
      locale: 'fr',
    });
    return screen.findByRole('article', { name: 'Experience centre Lausanne' });
  }

  it('says whether it is open now in Swiss time, and calls and writes with one tap', async () => {
    // Tuesday 17 November 2026, 17:30 in Lausanne (16:30 UTC).
    const card = await showCard('2026-11-17T16:30:00Z');
    expect(within(card).getByText('Ouvert · jusqu’à 18h')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '+41 21 320 18 40' }).getAttribute('href')).toBe('tel:+41213201840');
    expect(within(card).getByRole('link', { name: 'lausanne@beast.example' }).getAttribute('href')).toBe(
      'mailto:lausanne@beast.example',
    );
    expect(within(card).getByRole('link', { name: 'Réserver un service ici' }).getAttribute('href')).toBe('#services');
  });

  it('lists the hours of every weekday, today marked, and the coming closed days with why', async () => {
    const card = await showCard('2026-11-21T10:00:00Z');
    const rows = within(within(card).getByRole('table', { name: 'Horaires' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'lundiFermé',
      'mardi9h–18h',
      'mercredi9h–18h',
      'jeudi9h–18h',
      'vendredi9h–18h',
      'samedi · Aujourd’huiFermé',
      'dimancheFermé',
    ]);
    // Saturday: closed until Wednesday, since Tuesday 24 November is closed for the inventory.
    expect(within(card).getByText('Fermé · ouvre mercredi à 9h')).toBeTruthy();
    const closed = card.querySelector('time[datetime="2026-11-24"]')?.closest('li');
    expect(closed?.textContent).toMatch(/^mardi,? 24 novembre 2026 \(Inventaire\)$/);
  });
});
