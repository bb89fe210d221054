// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it } from 'vitest';
import { type BrowserPage, loadTags } from './tag-loader';

const SETTINGS = {
  tagManagerId: 'GTM-AB12CD',
  sessionRecordingUrl: 'https://rec.example.com/record.js',
  liveChatUrl: 'https://chat.example.net/widget.js?channel={channel}',
};

function page(): BrowserPage & { reloads: number } {
  const self = {
    document,
    dataLayer: [] as unknown[],
    reloads: 0,
    reload: () => {
      self.reloads += 1;
    },
  };
  return self;
}

const scripts = () =>
  [...document.head.querySelectorAll('script[data-consent-tag]')].map((script) => script.getAttribute('src'));

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('loading the third-party tags (spec §1)', () => {
  it('adds no script before consent, nor when nothing is configured', () => {
    const browser = page();
    loadTags(SETTINGS, { analytics: false, marketing: false }, 'en', browser);
    loadTags({}, { analytics: true, marketing: true }, 'en', browser);
    expect(scripts()).toEqual([]);
    expect(browser.dataLayer).toEqual([]);
  });

  it('adds each consented tag once, as an async script element, the tag manager after its start event', () => {
    const browser = page();
    loadTags(SETTINGS, { analytics: true, marketing: false }, 'de', browser);
    loadTags(SETTINGS, { analytics: true, marketing: false }, 'de', browser);
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
      'https://rec.example.com/record.js',
    ]);
    expect(document.head.querySelector('script')?.async).toBe(true);
    expect(browser.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('adds the live chat when marketing is allowed later, in the channel of the page’s language', () => {
    const browser = page();
    loadTags(SETTINGS, { analytics: true, marketing: false }, 'fr', browser);
    loadTags(SETTINGS, { analytics: true, marketing: true }, 'fr', browser);
    expect(scripts()).toContain('https://chat.example.net/widget.js?channel=8');
    expect(browser.reloads).toBe(0);
  });

  it('reloads the page when a running tag loses its consent, since a script cannot be unloaded', () => {
    const browser = page();
    loadTags(SETTINGS, { analytics: true, marketing: true }, 'en', browser);
    loadTags(SETTINGS, { analytics: false, marketing: true }, 'en', browser);
    expect(browser.reloads).toBe(1);
  });
});
