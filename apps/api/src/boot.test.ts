import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_ROOT, demoHints } from './boot';

describe('the demo start banner', () => {
  it('names the demo customer, the demo admin and every demo coupon from the data files', () => {
    const hints = demoHints().join('\n');
    const demo = (name: string) => JSON.parse(readFileSync(join(CONTENT_ROOT, 'demo', name), 'utf8'));
    expect(hints).toContain(demo('customer.json').email);
    expect(hints).toContain(demo('staff.json')[0].email);
    for (const { code } of demo('coupons.json') as { code: string }[]) expect(hints).toContain(code);
  });
});
