import { describe, expect, it } from 'vitest';
import { liveChatScript, tagsToLoad, thirdPartyOrigins } from './third-party-tags';

const ALL = {
  tagManagerId: 'GTM-AB12CD',
  sessionRecordingUrl: 'https://rec.example.com/record.js',
  liveChatUrl: 'https://chat.example.net/widget.js?channel={channel}',
};

describe('third-party tags (spec §1: only after consent, only when configured)', () => {
  it('loads nothing without consent, whatever is configured', () => {
    expect(tagsToLoad(ALL, { analytics: false, marketing: false }, 'en')).toEqual([]);
  });

  it('loads nothing when nothing is configured, whatever the consent (demo mode)', () => {
    expect(tagsToLoad({}, { analytics: true, marketing: true }, 'en')).toEqual([]);
  });

  it('loads the tag manager and the session recording with analytics consent only', () => {
    expect(tagsToLoad(ALL, { analytics: true, marketing: false }, 'en')).toEqual([
      { id: 'tag-manager', category: 'analytics', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' },
      { id: 'session-recording', category: 'analytics', src: 'https://rec.example.com/record.js' },
    ]);
  });

  it('loads the live chat with marketing consent only, in the channel of the page’s language', () => {
    expect(tagsToLoad(ALL, { analytics: false, marketing: true }, 'fr')).toEqual([
      { id: 'live-chat', category: 'marketing', src: 'https://chat.example.net/widget.js?channel=8' },
    ]);
  });

  it('loads only the configured tags of a consented category', () => {
    const ids = tagsToLoad({ liveChatUrl: ALL.liveChatUrl }, { analytics: true, marketing: true }, 'de').map(
      (tag) => tag.id,
    );
    expect(ids).toEqual(['live-chat']);
  });

  it.each([
    ['en', '6'],
    ['fr', '8'],
    ['de', '7'],
  ] as const)('gives the live chat channel of %s (spec §1)', (locale, channel) => {
    expect(liveChatScript('https://chat.example.net/{channel}/widget.js', locale)).toBe(
      `https://chat.example.net/${channel}/widget.js`,
    );
  });

  it('admits in the page policy the origins of the configured tags, and none when none is configured', () => {
    expect(thirdPartyOrigins({})).toEqual([]);
    expect(thirdPartyOrigins({ sessionRecordingUrl: ALL.sessionRecordingUrl })).toEqual(['https://rec.example.com']);
    expect(thirdPartyOrigins(ALL)).toEqual([
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://rec.example.com',
      'https://chat.example.net',
    ]);
  });
});
