import { permissionsOf } from '@beast/domain/staff/staff-roles';
import { describe, expect, it } from 'vitest';
import { screensFor } from './navigation';

describe('the back office’s navigation', () => {
  const paths = (role: Parameters<typeof permissionsOf>[0]) => screensFor(permissionsOf(role)).map((s) => s.to);

  it('shows the Staff and Audit log screens to admins only', () => {
    expect(paths('admin')).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/inbox',
      '/admin/test-rides',
      '/admin/newsletter',
      '/admin/newsletter/issues',
      '/admin/contests',
      '/admin/customers',
      '/admin/staff',
      '/admin/audit',
      '/admin/centres',
      '/admin/courier-zones',
      '/admin/coupons',
      '/admin/catalogue',
      '/admin/rentals',
      '/admin/configurator',
      '/admin/companies',
      '/admin/pages',
      '/admin/faq',
      '/admin/articles',
      '/admin/press',
      '/admin/reviews',
    ]);
    for (const role of ['sales', 'content', 'support'] as const) {
      expect(paths(role)).not.toContain('/admin/staff');
      expect(paths(role)).not.toContain('/admin/audit');
    }
  });

  it('shows the newsletter’s issues to the roles that write and send it: admin and content', () => {
    expect(paths('content')).toContain('/admin/newsletter/issues');
    expect(paths('content')).not.toContain('/admin/newsletter');
    expect(paths('sales')).not.toContain('/admin/newsletter/issues');
    expect(paths('support')).not.toContain('/admin/newsletter/issues');
  });

  it('shows Orders to the roles that read orders: sales and support, not content', () => {
    expect(paths('sales')).toContain('/admin/orders');
    expect(paths('support')).toContain('/admin/orders');
    expect(paths('content')).not.toContain('/admin/orders');
  });

  it('shows the Inbox and the Test rides to the roles that handle leads: admin and sales', () => {
    for (const role of ['admin', 'sales'] as const) expect(paths(role)).toContain('/admin/inbox');
    for (const role of ['content', 'support'] as const) expect(paths(role)).not.toContain('/admin/inbox');
    for (const role of ['admin', 'sales'] as const) expect(paths(role)).toContain('/admin/test-rides');
    for (const role of ['content', 'support'] as const) expect(paths(role)).not.toContain('/admin/test-rides');
    for (const role of ['admin', 'sales'] as const) expect(paths(role)).toContain('/admin/newsletter');
    for (const role of ['content', 'support'] as const) expect(paths(role)).not.toContain('/admin/newsletter');
    for (const role of ['admin', 'sales'] as const) expect(paths(role)).toContain('/admin/contests');
    for (const role of ['content', 'support'] as const) expect(paths(role)).not.toContain('/admin/contests');
  });

  it('shows Customers to the roles that read customers: admin, sales and support, not content', () => {
    for (const role of ['admin', 'sales', 'support'] as const) expect(paths(role)).toContain('/admin/customers');
    expect(paths('content')).not.toContain('/admin/customers');
  });

  it('shows the Centres screen to the roles that read centres: admin, sales and support', () => {
    expect(paths('sales')).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/inbox',
      '/admin/test-rides',
      '/admin/newsletter',
      '/admin/contests',
      '/admin/customers',
      '/admin/centres',
      '/admin/courier-zones',
      '/admin/coupons',
    ]);
    expect(paths('support')).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/customers',
      '/admin/centres',
      '/admin/courier-zones',
    ]);
    expect(paths('content')).not.toContain('/admin/centres');
    expect(paths('content')).not.toContain('/admin/courier-zones');
  });

  it('shows the Coupons screen to sales and admins only', () => {
    expect(paths('sales')).toContain('/admin/coupons');
    expect(paths('admin')).toContain('/admin/coupons');
    expect(paths('support')).not.toContain('/admin/coupons');
    expect(paths('content')).not.toContain('/admin/coupons');
  });

  it('shows the Catalogue to the roles that edit it: admin and content', () => {
    expect(paths('content')).toEqual([
      '/admin',
      '/admin/newsletter/issues',
      '/admin/catalogue',
      '/admin/rentals',
      '/admin/configurator',
      '/admin/companies',
      '/admin/pages',
      '/admin/faq',
      '/admin/articles',
      '/admin/press',
      '/admin/reviews',
    ]);
    expect(paths('admin')).toContain('/admin/catalogue');
    expect(paths('sales')).not.toContain('/admin/catalogue');
    expect(paths('support')).not.toContain('/admin/catalogue');
  });

  it('shows the editorial screens to the roles that write content: admin and content, never support or sales', () => {
    const editorial = ['/admin/pages', '/admin/faq', '/admin/articles', '/admin/press', '/admin/reviews'];
    for (const role of ['admin', 'content'] as const) expect(paths(role)).toEqual(expect.arrayContaining(editorial));
    for (const role of ['sales', 'support'] as const) {
      for (const path of editorial) expect(paths(role)).not.toContain(path);
    }
  });
});
