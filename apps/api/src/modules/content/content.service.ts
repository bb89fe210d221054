import type { HomePage } from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { BUILTIN_ADVANTAGE_SECTIONS } from './builtin-advantage-sections';
import type { ContentRepository } from './content.repository';

export function createContentService(repository: ContentRepository) {
  return {
    async getHomePage(locale: Locale): Promise<HomePage> {
      const [home, stored] = await Promise.all([
        repository.findHomePage(locale),
        repository.findAdvantageSections(locale),
      ]);
      // spec §4: the advantage sections fall back to three built-in sections when none are stored.
      const advantageSections =
        stored.length > 0
          ? stored
          : BUILTIN_ADVANTAGE_SECTIONS.map((section) => ({ icon: section.icon, ...section.text[locale] }));
      return {
        video: home ? { url: home.videoUrl, posterUrl: home.posterUrl, title: home.title } : null,
        translations: { advantageSections },
      };
    },
  };
}
