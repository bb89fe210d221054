import { describe, expect, it } from 'vitest';
import { IdParamsSchema, RECORD_ID_MAX, RecordIdParamSchema } from './record-id.schema';

describe('a record id in a path or a query', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [String(RECORD_ID_MAX), RECORD_ID_MAX],
  ])('reads %s as the number %d', (text, id) => {
    expect(RecordIdParamSchema.parse(text)).toBe(id);
  });

  it.each(['0', '-3', '1.5', 'abc', '', String(RECORD_ID_MAX + 1)])('refuses %j', (text) => {
    expect(RecordIdParamSchema.safeParse(text).success).toBe(false);
  });

  it('reads the id of a route on one record', () => {
    expect(IdParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
  });
});
