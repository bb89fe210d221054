import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n-context';
import { allTexts } from '../../../test/render-page';
import { PageBlocksEditor } from './page-blocks-editor';
import { pageValues } from './page-form';

/** A language's blocks as the page editor draws them: named fields, a row to add, the structure's buttons. */

afterEach(cleanup);

const VALUES = pageValues({
  text: {
    fr: {
      title: 'Services',
      description: 'Ce que nous faisons.',
      body: '',
      blocks: [
        { type: 'price-table', rows: [{ label: 'Service', price: { centimes: 12_900 } }] },
        {
          type: 'call-to-action',
          title: 'Prêt ?',
          text: 'Réservez.',
          label: 'Réserver',
          productSlug: 'aftersale',
          requiresSignIn: true,
        },
      ],
    },
  },
});

function renderBlocks(errors: Record<string, string> = {}) {
  render(
    <I18nProvider locale="en" catalogue={allTexts('en')}>
      <form>
        <PageBlocksEditor language="fr" values={VALUES} errors={errors} focus={Object.keys(errors)[0]} />
      </form>
    </I18nProvider>,
  );
}

describe('the page’s blocks editor', () => {
  it('draws each block with its fields named after the write schema, and an empty row to add one', () => {
    renderBlocks();
    const prices = screen.getByRole('group', { name: 'Block 1: Price table' });
    const row = within(prices).getByRole('group', { name: 'Row 1' });
    expect(within(row).getByLabelText('Amount (CHF)', { exact: false })).toHaveProperty('value', '129.00');
    expect(within(row).getByLabelText('Amount (CHF)', { exact: false })).toHaveProperty(
      'name',
      'text.fr.blocks.0.rows.0.amount',
    );
    const added = within(prices).getByRole('group', { name: 'New row (left empty, it is not added)' });
    expect(within(added).getByLabelText('Label', { exact: false })).toHaveProperty(
      'name',
      'text.fr.blocks.0.rows.1.label',
    );
    const action = screen.getByRole('group', { name: 'Block 2: Call to action' });
    expect(within(action).getByLabelText('Ask guests to sign in first')).toHaveProperty('checked', true);
  });

  it('offers the first block no Move up and the last no Move down, each button naming its block', () => {
    renderBlocks();
    const buttons = screen
      .getAllByRole('button')
      .map((button) => [button.getAttribute('aria-label') ?? button.textContent, button.getAttribute('value')]);
    expect(buttons).toEqual([
      ['Move down: Block 1: Price table', 'down:fr:0'],
      ['Remove: Block 1: Price table', 'remove:fr:0'],
      ['Move up: Block 2: Call to action', 'up:fr:1'],
      ['Remove: Block 2: Call to action', 'remove:fr:1'],
      ['Add the block', 'add:fr'],
    ]);
  });

  it('shows the API’s message under its field, focused', () => {
    renderBlocks({ 'text.fr.blocks.1.href': 'Give a link or a product, not both.' });
    const href = screen.getByLabelText('Link inside the shop', { exact: false });
    expect(href.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(href);
    expect(screen.getByText('Give a link or a product, not both.')).toBeTruthy();
  });
});
