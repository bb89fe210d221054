import {
  type AdvantageSectionsWrite,
  AdvantageSectionsWriteSchema,
  type HomePageWrite,
  HomePageWriteSchema,
} from '@beast/domain/content/content-write.schema';
import { LOCALES, perLocale } from '@beast/domain/i18n/locale';
import { typesetAll } from '@beast/domain/i18n/typography';
import { type Db, inTransaction } from '../../db/client';
import { type Actor, committed, type OnContentChange, sameJson } from '../../lib/content-change';
import { parseInput } from '../../lib/parse-input';
import { recordContentWrite } from '../audit/audit';
import { createContentWriteRepository } from './content-write.repository';

/** The home page's video and its advantage sections (spec §3 home page). */
export function createContentWriteService({ db, onChange }: { db: Db; onChange: OnContentChange }) {
  const report = (actor: Actor, key: string) => () => ({
    actor,
    entity: 'home-page',
    key,
    action: 'updated' as const,
    caches: ['content' as const],
  });

  /** A staff member's change goes to the audit log, in the transaction of the change. */
  const audit = (tx: Db, actor: Actor, key: string, before: unknown, after: unknown, created: boolean) =>
    recordContentWrite(tx, actor, { entityType: 'home-page', entityKey: key, before, after, created, changed: true });

  return {
    async saveHomePage(actor: Actor, input: HomePageWrite): Promise<{ changed: boolean }> {
      const home = parseInput(HomePageWriteSchema, input);
      return committed(
        inTransaction(db, async (tx) => {
          const repository = createContentWriteRepository(tx);
          const stored = await repository.findHomePage();
          const current = stored && {
            videoUrl: stored.videoUrl,
            posterUrl: stored.posterUrl,
            videoTitle: perLocale((locale) => stored.titles.find((title) => title.locale === locale)?.videoTitle),
          };
          if (sameJson(current, home)) return { changed: false };
          const { videoTitle, ...video } = home;
          await repository.replaceHomePage(
            video,
            LOCALES.map((locale) => ({ locale, videoTitle: videoTitle[locale] })),
          );
          await audit(tx, actor, 'video', current ?? null, home, !stored);
          return { changed: true };
        }),
        onChange,
        report(actor, 'video'),
      );
    },

    /**
     * Replaces the advantage sections with these, in this order; none stored makes the page fall back to
     * its built-in sections (spec §4). The copy is typeset like every text the customer reads.
     */
    async saveAdvantageSections(actor: Actor, input: AdvantageSectionsWrite): Promise<{ changed: boolean }> {
      const sections = parseInput(AdvantageSectionsWriteSchema, input).map((section) => ({
        icon: section.icon,
        text: perLocale((locale) => typesetAll(section.text[locale], locale)),
      }));
      return committed(
        inTransaction(db, async (tx) => {
          const repository = createContentWriteRepository(tx);
          const current = (await repository.findAdvantageSections()).map((section) => ({
            icon: section.icon,
            text: perLocale((locale) => {
              const text = section.texts.find((translation) => translation.locale === locale);
              return { title: text?.title, text: text?.text };
            }),
          }));
          if (sameJson(current, sections)) return { changed: false };
          await repository.replaceAdvantageSections(
            sections.map((section) => ({
              icon: section.icon,
              texts: LOCALES.map((locale) => ({ locale, ...section.text[locale] })),
            })),
          );
          await audit(tx, actor, 'advantage-sections', current, sections, false);
          return { changed: true };
        }),
        onChange,
        report(actor, 'advantage-sections'),
      );
    },
  };
}
