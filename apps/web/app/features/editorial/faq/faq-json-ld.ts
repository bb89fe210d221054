import type { FaqEntry } from '@beast/domain/content/faq-api.schema';

/** FAQPage structured data (schema.org) of the questions a page shows, answers as their rendered HTML. */
export function faqPageJsonLd(entries: readonly Pick<FaqEntry, 'question' | 'answerHtml'>[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answerHtml },
    })),
  };
}
