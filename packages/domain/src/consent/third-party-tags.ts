import { LIVE_CHAT_CHANNEL } from '../constants/ui';
import type { Locale } from '../i18n/locale';

/**
 * The visitor's choice (spec §1 third parties): what is necessary to run the shop (the cart, the language, the
 * session) is always on; analytics and marketing only with consent, refused until the visitor says otherwise.
 */
export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
}

export type ConsentCategory = keyof ConsentChoices;

/** The third-party scripts a shop may configure (all optional; none in demo mode). */
export interface ThirdPartyTagSettings {
  /** A Google Tag Manager container (`GTM-…`). */
  tagManagerId?: string;
  /** The script of a session-recording service (https). */
  sessionRecordingUrl?: string;
  /** The script of the live chat (https), with `{channel}` where the language's channel goes (spec §1: 6, 8, 7). */
  liveChatUrl?: string;
}

export type ThirdPartyTagId = 'tag-manager' | 'session-recording' | 'live-chat';

export interface ThirdPartyTag {
  id: ThirdPartyTagId;
  category: ConsentCategory;
  /** The script to load. */
  src: string;
}

/** The Tag Manager's container script; the page's `dataLayer` is the one page views and product events go to. */
export function tagManagerScript(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * Hosts the Tag Manager and the Google Analytics 4 tags it carries use (Google's "Use Tag Manager with a
 * Content Security Policy" guide): its script and pixels, and the analytics collection endpoints.
 */
const TAG_MANAGER_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** The live chat's script in a language: its channel (spec §1: en 6, fr 8, de 7) in place of `{channel}`. */
export function liveChatScript(url: string, locale: Locale): string {
  return url.replaceAll('{channel}', String(LIVE_CHAT_CHANNEL[locale]));
}

/**
 * Which configured tags a page loads (spec §1): a tag only when it is configured and its category is
 * consented to. The Tag Manager and the session recording measure visits (analytics); the live chat follows
 * visitors to offer help and sales (marketing).
 */
export function tagsToLoad(settings: ThirdPartyTagSettings, consent: ConsentChoices, locale: Locale): ThirdPartyTag[] {
  const tags: ThirdPartyTag[] = [];
  if (settings.tagManagerId && consent.analytics)
    tags.push({ id: 'tag-manager', category: 'analytics', src: tagManagerScript(settings.tagManagerId) });
  if (settings.sessionRecordingUrl && consent.analytics)
    tags.push({ id: 'session-recording', category: 'analytics', src: settings.sessionRecordingUrl });
  if (settings.liveChatUrl && consent.marketing)
    tags.push({ id: 'live-chat', category: 'marketing', src: liveChatScript(settings.liveChatUrl, locale) });
  return tags;
}

/** The origins a page's Content-Security-Policy admits for the configured tags, and only for them. */
export function thirdPartyOrigins(settings: ThirdPartyTagSettings): string[] {
  const origins = new Set<string>();
  if (settings.tagManagerId) for (const host of TAG_MANAGER_HOSTS) origins.add(host);
  for (const url of [settings.sessionRecordingUrl, settings.liveChatUrl]) {
    if (url) origins.add(new URL(url.replaceAll('{channel}', '0')).origin);
  }
  return [...origins];
}
