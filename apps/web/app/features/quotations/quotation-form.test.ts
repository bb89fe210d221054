import { describe, expect, it } from 'vitest';
import { fieldOfApiPath, initialQuotationValues, quantitiesOfQuery, requestOfValues } from './quotation-form';

describe('the quotation form’s values', () => {
  it('asks for the products with a quantity, in the page’s order, and sends empty texts as null', () => {
    const values = { ...initialQuotationValues([3, 7, 9]), 'qty-7': '2', 'qty-9': '0', firstName: 'Lina' };
    expect(requestOfValues(values)).toMatchObject({
      lines: [{ productId: 7, quantity: 2 }],
      customerType: 'company',
      companyName: null,
      firstName: 'Lina',
      comment: null,
    });
  });

  it('hands a quantity that is not a whole number to the schema rather than dropping it', () => {
    expect(requestOfValues({ 'qty-4': '1.5' }).lines).toEqual([{ productId: 4, quantity: Number.NaN }]);
  });

  it('forgets the company’s name of a person', () => {
    expect(requestOfValues({ customerType: 'person', companyName: 'Velo AG' }).companyName).toBeNull();
  });

  it('shows a line’s error on its product’s quantity', () => {
    const values = { 'qty-3': '', 'qty-7': '2', 'qty-9': '120' };
    expect(fieldOfApiPath('lines.1.quantity', values)).toBe('qty-9');
    expect(fieldOfApiPath('lines.5.productId', values)).toBe('lines');
    expect(fieldOfApiPath('email', values)).toBe('email');
  });

  it('reads the cart’s lines from the address, within bounds', () => {
    expect([...quantitiesOfQuery('12:2,15:1,12:1,x:3,4:-1,9:500')]).toEqual([
      [12, 3],
      [15, 1],
      [9, 100],
    ]);
    expect(quantitiesOfQuery(null).size).toBe(0);
  });

  it('starts with the cart’s quantities', () => {
    expect(initialQuotationValues([1, 2], new Map([[2, 4]]))).toMatchObject({ 'qty-1': '', 'qty-2': '4' });
  });
});
