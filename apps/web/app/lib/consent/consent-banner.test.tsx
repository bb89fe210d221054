import type { Locale } from '@beast/domain/i18n/locale';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allTexts } from '../../test/render-page';
import { I18nProvider } from '../i18n/i18n-context';
import { createT } from '../i18n/translator';
import { SiteShell } from '../layout/site-shell';
import { consentBannerHtml } from './consent-banner.server';
import { CONSENT_STORAGE_KEY, readConsent } from './consent-store';

/** A page's frame with the banner the server renders, as a first visit gets it. */
function ShellPage() {
  const locale = useParams().lang as Locale;
  return (
    <I18nProvider locale={locale} catalogue={allTexts(locale)}>
      <SiteShell brandName="Beast" locale={locale} demoMode={false} consentHtml={consentBannerHtml(locale)}>
        <p>page</p>
      </SiteShell>
    </I18nProvider>
  );
}

/** The banner as a first visit sees it: the boot script found no choice (`html[data-consent=ask]`). */
function showBanner(locale: Locale = 'en') {
  document.documentElement.dataset.consent = 'ask';
  render(<Stub initialEntries={[`/${locale}`]} />);
  return createT(locale, allTexts(locale));
}

const Stub = createRoutesStub([{ path: '/:lang', Component: ShellPage }]);
const layer = () => (window.dataLayer ?? []) as { event?: string }[];
const state = () => document.documentElement.dataset.consent;
const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  delete document.documentElement.dataset.consent;
});

describe('the consent banner (spec §1 third parties)', () => {
  it.each(['en', 'fr', 'de'] as const)('offers accept, refuse and choose alike, as a named region (%s)', (locale) => {
    const t = showBanner(locale);
    const region = screen.getByRole('region', { name: t('consent.title') });
    const buttons = [t('consent.acceptAll'), t('consent.refuseAll'), t('consent.choose')].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(new Set(buttons.map((button) => button.className)).size).toBe(1);
    expect(region.querySelector('a')?.getAttribute('href')).toBe(`/${locale}/privacy`);
    expect(screen.getByRole('button', { name: t('consent.choose') }).getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps an acceptance of everything, hides itself and tells the data layer', async () => {
    const t = showBanner();
    fireEvent.click(screen.getByRole('button', { name: t('consent.acceptAll') }));
    await waitFor(() => expect(state()).toBe('set'));
    expect(readConsent()).toMatchObject({ analytics: true, marketing: true });
    expect(layer()).toContainEqual({ event: 'consent', analytics: true, marketing: true });
    expect(document.activeElement?.id).toBe('main');
  });

  it('keeps a refusal of everything, as easily', async () => {
    const t = showBanner();
    fireEvent.click(screen.getByRole('button', { name: t('consent.refuseAll') }));
    await waitFor(() => expect(state()).toBe('set'));
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false });
    expect(layer()).toContainEqual({ event: 'consent', analytics: false, marketing: false });
  });

  it('lets the visitor choose per category, necessary always on, the others off until ticked', async () => {
    const t = showBanner('fr');
    const choose = screen.getByRole('button', { name: t('consent.choose') });
    fireEvent.click(choose);
    await waitFor(() => expect(choose.getAttribute('aria-expanded')).toBe('true'));
    const necessary = box(new RegExp(t('consent.necessary')));
    expect([necessary.checked, necessary.disabled]).toEqual([true, true]);
    const analytics = box(new RegExp(t('consent.analytics')));
    expect([analytics.checked, box(new RegExp(t('consent.marketing'))).checked]).toEqual([false, false]);
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: t('consent.save') }));
    await waitFor(() => expect(state()).toBe('set'));
    expect(readConsent()).toMatchObject({ analytics: true, marketing: false });
  });

  it('opens again from the footer with the kept choice, to change it, and gives the focus back', async () => {
    const t = showBanner('de');
    fireEvent.click(screen.getByRole('button', { name: t('consent.acceptAll') }));
    await waitFor(() => expect(localStorage.getItem(CONSENT_STORAGE_KEY)).not.toBeNull());

    const settings = screen.getByRole('button', { name: t('consent.settings') });
    settings.focus();
    fireEvent.click(settings);
    await waitFor(() => expect(state()).toBe('ask'));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: t('consent.title') }));
    const marketing = box(new RegExp(t('consent.marketing')));
    expect(marketing.checked).toBe(true);
    fireEvent.click(marketing);
    fireEvent.click(screen.getByRole('button', { name: t('consent.save') }));
    await waitFor(() => expect(readConsent()).toMatchObject({ analytics: true, marketing: false }));
    expect(document.activeElement).toBe(settings);
  });
});
