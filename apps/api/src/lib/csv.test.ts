import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csv cells', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Rue du Lac, 12')).toBe('"Rue du Lac, 12"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps what a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
  });

  it('writes numbers as they are and empty cells for nothing', () => {
    expect(csvRow(['BB-26-000001', -12.5, null, undefined])).toBe('BB-26-000001,-12.5,,\r\n');
  });
});
