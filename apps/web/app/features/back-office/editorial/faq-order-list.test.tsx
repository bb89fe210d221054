import { cleanup, createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n-context';
import { allTexts } from '../../../test/render-page';
import { type FaqListEntry, FaqOrderList } from './faq-order-list';

/** The FAQ screen's list: one step at a time with buttons, or the whole order posted after a drag. */

afterEach(cleanup);

const entry = (id: number, question: string, missingTranslations: FaqListEntry['missingTranslations'] = []) =>
  ({
    id,
    key: `entry-${id}`,
    category: 'general',
    status: 'published',
    publishedAt: '2026-01-01T00:00:00.000Z',
    question,
    missingTranslations,
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedBy: 'admin@beast.example',
    state: 'published',
  }) satisfies FaqListEntry;

const ENTRIES = [entry(1, 'What is a Beast?'), entry(2, 'Where is my bike?', ['de']), entry(3, 'Can I test one?')];

function ListPage() {
  return (
    <I18nProvider locale="en" catalogue={allTexts('en')}>
      <FaqOrderList category="general" entries={ENTRIES} revision="rev-1" csrfToken="csrf-1" />
    </I18nProvider>
  );
}

function renderList(posted: Record<string, string>[]) {
  const Stub = createRoutesStub([
    {
      path: '/admin/faq',
      Component: ListPage,
      action: async ({ request }) => {
        posted.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
        return null;
      },
    },
  ]);
  return render(<Stub initialEntries={['/admin/faq']} />);
}

describe('the FAQ order list', () => {
  it('offers each entry the steps it can take, named by its question, and says which languages it lacks', async () => {
    renderList([]);
    expect(await screen.findByRole('button', { name: 'Move down: What is a Beast?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move up: What is a Beast?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move up: Can I test one?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move down: Can I test one?' })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(screen.getByText('Not written in German')).toBeTruthy();
    expect(screen.getAllByText('Written in every language')).toHaveLength(2);
  });

  it('posts one step with the order’s revision', async () => {
    const posted: Record<string, string>[] = [];
    renderList(posted);
    fireEvent.click(await screen.findByRole('button', { name: 'Move up: Where is my bike?' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ intent: 'move', id: '2', move: 'up', revision: 'rev-1', csrf: 'csrf-1' });
  });

  it('posts the whole new order when an entry is dropped on another’s place', async () => {
    const posted: Record<string, string>[] = [];
    renderList(posted);
    const rows = await screen.findAllByRole('listitem');
    const dataTransfer = { effectAllowed: '', setData: () => {}, getData: () => '' };
    fireEvent(rows[2]!, Object.assign(createEvent.dragStart(rows[2]!), { dataTransfer }));
    fireEvent.dragOver(rows[0]!);
    fireEvent.drop(rows[0]!);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ intent: 'order', ids: '3,1,2', id: '3', category: 'general', revision: 'rev-1' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Can I test one?',
      'What is a Beast?',
      'Where is my bike?',
    ]);
  });
});
