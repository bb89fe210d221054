import type { Locale } from '@beast/domain/i18n/locale';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { footerTopHtml } from '../../features/newsletter/footer-sign-up.server';
import { allTexts } from '../../test/render-page';
import { I18nProvider } from '../i18n/i18n-context';
import { createT } from '../i18n/translator';
import { LEGAL_SECTIONS, SITE_SECTION_GROUPS, sectionHref } from './site-sections';
import { SiteShell } from './site-shell';

function ShellPage() {
  const locale = useParams().lang as Locale;
  return (
    <I18nProvider locale={locale} catalogue={allTexts(locale)}>
      <SiteShell
        brandName="Beast"
        locale={locale}
        demoMode={false}
        footerHtml={footerTopHtml(locale, 'Beast', 'a-token')}
      >
        <p>page</p>
      </SiteShell>
    </I18nProvider>
  );
}

function showShell(locale: Locale) {
  const Stub = createRoutesStub([{ path: '/:lang', Component: ShellPage }]);
  render(<Stub initialEntries={[`/${locale}`]} />);
  return createT(locale, allTexts(locale));
}

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

afterEach(cleanup);

const SECTIONS = SITE_SECTION_GROUPS.flatMap((group) => group.sections);

describe('the site’s navigation (spec §2: every public section)', () => {
  it.each(['en', 'fr', 'de'] as const)(
    'the header reaches every section, in groups, in its language (%s)',
    (locale) => {
      const t = showShell(locale);
      const nav = screen.getByRole('navigation', { name: t('nav.label') });
      // The phone's menu holds every group, each list named by its title.
      const drawer = nav.querySelector('details.menu--drawer') as HTMLElement;
      for (const group of SITE_SECTION_GROUPS) {
        const list = within(drawer).getByRole('list', { name: t(`nav.group.${group.key}`), hidden: true });
        expect(hrefs(within(list).getAllByRole('link', { hidden: true }))).toEqual(
          group.sections.map((section) => sectionHref(locale, section)),
        );
      }
      // The wide bar: the shop's sections, the others under "More".
      const wide = nav.querySelector('.site-nav__wide') as HTMLElement;
      const more = within(wide).getByText(t('nav.more')).closest('details') as HTMLElement;
      expect(hrefs(within(wide).getAllByRole('link', { hidden: true })).sort()).toEqual(
        SECTIONS.map((section) => sectionHref(locale, section)).sort(),
      );
      expect(hrefs(within(more).getAllByRole('link', { hidden: true }))).toEqual(
        SITE_SECTION_GROUPS.slice(1).flatMap((group) => group.sections.map((section) => sectionHref(locale, section))),
      );
    },
  );

  it('links the line-up on the home page and the other sections with the language prefix', () => {
    expect(SECTIONS.map((section) => sectionHref('fr', section))).toEqual([
      '/fr#models',
      '/fr/service-and-accessories',
      '/fr/refurbished',
      '/fr/experience-center',
      '/fr/test-drive',
      '/fr/rentals',
      '/fr/services',
      '/fr/subscription',
      '/fr/leasing-and-financing',
      '/fr/b2b-offer',
      '/fr/blog',
      '/fr/faq',
      '/fr/about-us',
      '/fr/contribution',
      '/fr/press',
      '/fr/contest',
      '/fr/hotel-competition',
      '/fr/contact-us',
    ]);
  });

  it.each(['en', 'fr', 'de'] as const)(
    'the footer links every section, the legal pages and the centres (%s)',
    (locale) => {
      const t = showShell(locale);
      const footer = within(screen.getByRole('contentinfo'));
      const links = hrefs(footer.getAllByRole('link'));
      for (const section of [...SECTIONS, ...LEGAL_SECTIONS]) expect(links).toContain(sectionHref(locale, section));
      expect(footer.getByRole('link', { name: t('footer.centres') }).getAttribute('href')).toBe(
        `/${locale}/experience-center`,
      );
      expect(footer.getByRole('button', { name: t('consent.settings') })).toBeTruthy();
    },
  );

  it('closes an open menu with Escape and gives the focus back to its toggle', () => {
    const t = showShell('en');
    const more = screen.getByText(t('nav.more')).closest('details') as HTMLDetailsElement;
    const toggle = more.querySelector('summary') as HTMLElement;
    more.open = true;
    (more.querySelector('a') as HTMLElement).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more.open).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes an open menu on a click elsewhere, not on a click inside it', () => {
    const t = showShell('en');
    const more = screen.getByText(t('nav.more')).closest('details') as HTMLDetailsElement;
    more.open = true;
    fireEvent.click(more.querySelector('.site-nav__group-title') as HTMLElement);
    expect(more.open).toBe(true);
    fireEvent.click(screen.getByText('page'));
    expect(more.open).toBe(false);
  });
});
