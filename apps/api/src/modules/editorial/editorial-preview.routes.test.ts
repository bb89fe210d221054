import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The editors' live preview: the public renderer, for content staff and admins only, and not without end. */

let harness: TestApp;
let content: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  harness = await createTestApp();
  content = await signedInStaff(harness, 'content');
});
afterAll(() => harness.close());

const preview = (markdown: string, headers: Record<string, string> = content.headers.change) =>
  harness.app.inject({ method: 'POST', url: '/api/admin/editorial/preview', payload: { markdown }, headers });

describe('POST /api/admin/editorial/preview', () => {
  it('renders a body as the storefront shows it', async () => {
    const response = await preview('## Winter riding\n\nKeep the battery **warm**.\n\n- lights\n- tyres');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().html).toBe(
      '<h2>Winter riding</h2>\n<p>Keep the battery <strong>warm</strong>.</p>\n<ul>\n<li>lights</li>\n<li>tyres</li>\n</ul>\n',
    );
  });

  it('prints the body in the typography of its language', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/editorial/preview',
      payload: { markdown: 'Prêt ? 45 km/h !', locale: 'fr' },
      headers: content.headers.change,
    });
    expect(response.json().html).toBe('<p>Prêt\u202F? 45\u00A0km/h\u202F!</p>\n');
  });

  it('sanitises what the editor typed: no script, handler, style or outside picture reaches the preview', async () => {
    const response = await preview(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[x](javascript:alert(1))\n\n![t](https://evil.example/p.gif)',
    );
    const { html } = response.json();
    // Raw HTML is shown as text, never as markup.
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x');
    expect(html).not.toMatch(/<script|<img|<[a-z][^>]*\s(on\w+|style)=|href="javascript:|src="https?:/i);
  });

  it('is for content staff and admins only, with the session’s CSRF token', async () => {
    const sales = await signedInStaff(harness, 'sales');
    const admin = await signedInStaff(harness, 'admin');
    expect((await preview('x', sales.headers.change)).statusCode).toBe(403);
    expect((await preview('x', admin.headers.change)).statusCode).toBe(200);
    expect((await preview('x', content.headers.read)).statusCode).toBe(403);
    expect((await preview('x', {})).statusCode).toBe(401);
  });

  it('refuses a body longer than any page may be', async () => {
    const response = await preview('a'.repeat(60_001));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.markdown).toBeDefined();
  });

  it('answers 429 once a member asks for more previews in a minute than anyone types', async () => {
    const member = await signedInStaff(harness, 'content');
    const statuses: number[] = [];
    for (let index = 0; index < 121; index += 1) statuses.push((await preview('x', member.headers.change)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    const refused = await preview('x', member.headers.change);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member keeps their own budget.
    expect((await preview('x')).statusCode).toBe(200);
  });
});
