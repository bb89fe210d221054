import { PressReleaseWriteSchema } from '@beast/domain/content/editorial-write.schema';
import { describe, expect, it } from 'vitest';
import { newPressValues, pressFromForm, pressValues } from './press-form';

describe('the press release form', () => {
  const typed = {
    ...newPressValues('2026-11-24'),
    key: 'beast-opens-in-geneva',
    status: 'published',
    publishedAt: '',
    'text.de.title': 'Beast eröffnet in Genf',
    'text.de.summary': 'Ein neues Experience Center.',
    'text.de.body': 'Ab **Dezember**.',
    'text.en.title': 'Beast opens in Geneva',
  };

  it('reads the languages written, the date and the publication (now when no time is typed)', () => {
    const release = pressFromForm(typed);
    expect(release).toEqual({
      key: 'beast-opens-in-geneva',
      releasedOn: '2026-11-24',
      fileUrl: null,
      status: 'published',
      text: {
        en: { title: 'Beast opens in Geneva', summary: '', body: '' },
        de: { title: 'Beast eröffnet in Genf', summary: 'Ein neues Experience Center.', body: 'Ab **Dezember**.' },
      },
    });
    // English is written in part: the API names its empty fields rather than the form dropping it.
    expect(PressReleaseWriteSchema.safeParse(release).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'text.en.summary',
      'text.en.body',
    ]);
  });

  it('shows a stored release as it reads it back, its PDF kept', () => {
    const stored = PressReleaseWriteSchema.parse({
      ...pressFromForm({ ...typed, 'text.en.title': '' }),
      fileUrl: '/files/documents/press/a.pdf',
      publishedAt: '2026-12-01T07:00:00.000Z',
    });
    const values = pressValues(stored);
    expect(values).toMatchObject({
      fileUrl: '/files/documents/press/a.pdf',
      publishedAt: '2026-12-01T08:00',
      'text.de.title': 'Beast eröffnet in Genf',
      'text.en.title': '',
    });
    expect(pressFromForm(values)).toMatchObject({
      fileUrl: '/files/documents/press/a.pdf',
      text: { de: stored.text.de },
    });
    expect(pressFromForm({ ...values, removeFile: 'on' }).fileUrl).toBe(null);
  });
});
