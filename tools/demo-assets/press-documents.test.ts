import { crc32 } from 'node:zlib';
import { LOCALES } from '@beast/domain/i18n/locale';
import { describe, expect, it } from 'vitest';
import { readContentSet } from '../../apps/api/src/modules/content-import/content-set';
import { DEMO_CONTENT_DIR } from './demo-assets';
import { pdfPages } from './pdf-text';
import {
  type FactSheetModel,
  markdownLines,
  type PressReleaseRecord,
  pressKit,
  pressReleasePdf,
  zipArchive,
} from './press-documents';

/** The files of a ZIP archive as its central directory lists them, each checked against its CRC. */
function unzip(archive: Uint8Array): Map<string, Buffer> {
  const bytes = Buffer.from(archive);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    expect(bytes.readUInt32LE(at)).toBe(0x02014b50);
    const crc = bytes.readUInt32LE(at + 16);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = bytes.readUInt32LE(at + 42);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + size);
    expect(crc32(data), name).toBe(crc);
    files.set(name, data);
    at += 46 + nameLength;
  }
  return files;
}

const set = readContentSet(DEMO_CONTENT_DIR);
const releases = set.pressReleases.map((record) => record.value as PressReleaseRecord);
const models = set.products
  .map((record) => record.value as FactSheetModel & { page?: string | null })
  .filter((product) => product.page);
const cities = [{ en: 'Geneva', fr: 'Genève', de: 'Genf' }];

describe('a press release’s PDF', () => {
  it('prints the release in each of its languages, its Markdown read as text', async () => {
    const release = releases.find((each) => each.fileUrl)!;
    const text = (await pdfPages(pressReleasePdf(release))).join(' ');
    for (const locale of LOCALES) {
      expect(text, locale).toContain(release.text[locale]!.title.slice(0, 30));
    }
    expect(text).not.toContain('**');
  });

  it('turns lists into bullets and drops emphasis and link targets', () => {
    expect(markdownLines('A **bold** [link](/en/faq).\n\n- one\n- two')).toEqual(['A bold link.', '• one', '• two']);
  });
});

describe('the press kit', () => {
  it('holds the logos and a fact sheet per language listing every model with its figures', async () => {
    const files = unzip(pressKit(models, cities));
    expect([...files.keys()].filter((name) => name.endsWith('.svg'))).toHaveLength(4);
    for (const locale of LOCALES) {
      const text = (await pdfPages(new Uint8Array(files.get(`fact-sheet-${locale}.pdf`)!))).join(' ');
      for (const model of models) expect(text, locale).toContain(model.text[locale].name);
      expect(text, locale).toContain(cities[0]![locale]);
      expect(text, locale).toContain('500–1000 km');
    }
    for (const name of [...files.keys()].filter((each) => each.endsWith('.svg'))) {
      expect(files.get(name)!.toString('utf8'), name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('is the same archive every time it is made', () => {
    const entries = [{ name: 'a.txt', bytes: new TextEncoder().encode('a') }];
    expect(Buffer.from(zipArchive(entries)).equals(Buffer.from(zipArchive(entries)))).toBe(true);
  });
});
