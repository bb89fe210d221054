import type { Locale } from '@beast/domain/i18n/locale';
import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/** The home page's video (a single row) and its advantage sections (spec §3 home page). */
export const homePage = pgTable('home_page', {
  id: integer('id').primaryKey().default(1),
  videoUrl: text('video_url').notNull(),
  posterUrl: text('poster_url').notNull(),
});

export const homePageTranslations = pgTable(
  'home_page_translations',
  {
    homePageId: integer('home_page_id')
      .notNull()
      .references(() => homePage.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    videoTitle: text('video_title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.homePageId, t.locale] })],
);

export const advantageSections = pgTable('advantage_sections', {
  id: serial('id').primaryKey(),
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const advantageSectionTranslations = pgTable(
  'advantage_section_translations',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => advantageSections.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.locale] })],
);
