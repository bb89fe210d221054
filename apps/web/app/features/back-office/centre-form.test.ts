import { type CentreWrite, CentreWriteSchema } from '@beast/domain/checkout/centre-write.schema';
import { describe, expect, it } from 'vitest';
import { centreDetailsChange, centreDetailsErrors, centreDetailsValues, hoursText, parseHours } from './centre-form';

const GLAND: CentreWrite = CentreWriteSchema.parse({
  slug: 'gland',
  name: { en: 'Beast Gland', fr: 'Beast Gland', de: 'Beast Gland' },
  city: { en: 'Gland', fr: 'Gland', de: 'Gland' },
  address: 'Rue de la Gare 1',
  zipCode: '1196',
  phoneNumber: '+41 22 000 00 00',
  email: 'gland@beast.example',
  workHours: [
    { weekday: 2, opens: '14:00', closes: '18:00' },
    { weekday: 2, opens: '09:00', closes: '12:00' },
    { weekday: 6, opens: '09:00', closes: '16:00' },
  ],
});

describe('the centre’s details form', () => {
  it('shows a weekday’s periods in the order of the day, and nothing for a closed weekday', () => {
    expect(hoursText(GLAND.workHours, 2)).toBe('09:00-12:00, 14:00-18:00');
    expect(hoursText(GLAND.workHours, 1)).toBe('');
  });

  it('reads periods split by commas, with a dash or an en dash and any spaces', () => {
    expect(parseHours(4, ' 08:30 – 12:00 ,13:00-17:30 ')).toEqual([
      { weekday: 4, opens: '08:30', closes: '12:00' },
      { weekday: 4, opens: '13:00', closes: '17:30' },
    ]);
    expect(parseHours(7, '  ')).toEqual([]);
  });

  it('gives back the stored centre when nothing is changed', () => {
    const change = centreDetailsChange(centreDetailsValues(GLAND));
    const saved = CentreWriteSchema.parse({ ...GLAND, ...change });
    expect(saved.workHours.toSorted((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens))).toEqual(
      GLAND.workHours.toSorted((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens)),
    );
    expect(saved).toMatchObject({ name: GLAND.name, city: GLAND.city, email: GLAND.email, zipCode: GLAND.zipCode });
  });

  it('changes the names per language, the contacts and a weekday’s hours, and closes an emptied weekday', () => {
    const values = {
      ...centreDetailsValues(GLAND),
      nameDe: 'Beast Gland am See',
      phoneNumber: '+41 22 111 11 11',
      hours1: '10:00-19:00',
      hours6: '',
    };
    const change = centreDetailsChange(values);
    expect(change.name).toEqual({ en: 'Beast Gland', fr: 'Beast Gland', de: 'Beast Gland am See' });
    expect(change.phoneNumber).toBe('+41 22 111 11 11');
    expect(change.workHours).toContainEqual({ weekday: 1, opens: '10:00', closes: '19:00' });
    expect(change.workHours.some((opening) => opening.weekday === 6)).toBe(false);
  });

  it('puts the API’s messages under the fields typed, a period’s under its weekday', () => {
    const values = { ...centreDetailsValues(GLAND), hours6: '9-16' };
    const refused = CentreWriteSchema.safeParse({
      ...GLAND,
      ...centreDetailsChange(values),
      name: { en: '', fr: 'x', de: 'y' },
    });
    expect(refused.success).toBe(false);
    const fields = Object.fromEntries(
      (refused.error?.issues ?? []).map((issue) => [`centre.${issue.path.join('.')}`, issue.message]),
    );
    expect(centreDetailsErrors(fields, values)).toEqual({
      nameEn: expect.any(String),
      hours6: 'validation.time.format',
    });
  });

  it('names the contact fields as the form does, and leaves fields of no form field out', () => {
    expect(
      centreDetailsErrors({ email: 'validation.email', 'centre.zipCode': 'zip', 'centre.slug': 'slug' }, {}),
    ).toEqual({ email: 'validation.email', zipCode: 'zip' });
  });

  it('shows the centres page’s data: the kind, the position in degrees and the descriptions written', () => {
    const placed = CentreWriteSchema.parse({
      ...GLAND,
      kind: 'shop',
      latitude: 46.4209,
      longitude: 6.2707,
      description: { fr: 'Au bord du lac.' },
    });
    expect(centreDetailsValues(placed)).toMatchObject({
      kind: 'shop',
      latitude: '46.4209',
      longitude: '6.2707',
      'text.en.description': '',
      'text.fr.description': 'Au bord du lac.',
      'text.de.description': '',
    });
    expect(centreDetailsValues(GLAND)).toMatchObject({ kind: 'experience-centre', latitude: '', longitude: '' });
  });

  it('reads degrees with a point or a comma, no position when both are empty, and keeps a description per language', () => {
    const change = centreDetailsChange({
      ...centreDetailsValues(GLAND),
      latitude: ' 46,4209 ',
      longitude: '6.2707',
      'text.de.description': '  Am See.  ',
    });
    expect(change).toMatchObject({ latitude: 46.4209, longitude: 6.2707, description: { de: 'Am See.' } });
    expect(CentreWriteSchema.parse({ ...GLAND, ...change })).toMatchObject({
      latitude: 46.4209,
      description: { de: 'Am See.' },
    });
    const unplaced = centreDetailsChange({ ...centreDetailsValues(GLAND), latitude: '', longitude: '' });
    expect(unplaced).toMatchObject({ latitude: null, longitude: null, description: null });
  });

  it('sends degrees it cannot read as typed, and puts the API’s message under that field', () => {
    const values = { ...centreDetailsValues(GLAND), latitude: '46°25′', longitude: '6.27', kind: 'shop' };
    const change = centreDetailsChange(values);
    expect(change.latitude).toBe('46°25′');
    const refused = CentreWriteSchema.safeParse({ ...GLAND, ...change, description: { fr: ' ' } });
    const fields = Object.fromEntries(
      (refused.error?.issues ?? []).map((issue) => [`centre.${issue.path.join('.')}`, issue.message]),
    );
    expect(centreDetailsErrors(fields, values)).toEqual({
      latitude: 'validation.position.switzerland',
      'text.fr.description': expect.any(String),
    });
  });
});
