import type { JournalArticleDto, JournalArticleSummaryDto } from '../api/enhanced';

/** A journal card shaped like the API's, with overrides. */
export function articleSummary(overrides: Partial<JournalArticleSummaryDto> = {}): JournalArticleSummaryDto {
  const slug = overrides.slug ?? 'refills-101';
  return {
    slug,
    title: 'Refills 101: How Our Refill Boxes Work',
    datePublished: '2025-10-16',
    dateModified: '2025-10-21',
    heroImage: `/public-objects/journal/${slug}.webp`,
    heroImageAlt: 'A refill box beside glass bottles',
    summary: 'One 3-liter refill box fills six 16 oz bottles.',
    ...overrides,
  };
}

/** A whole article shaped like the API's, with overrides. */
export function article(overrides: Partial<JournalArticleDto> = {}): JournalArticleDto {
  return {
    ...articleSummary(),
    metaTitle: 'Refills 101: How Our Refill Boxes Work | Natural House',
    metaDescription: 'One 3-liter refill box fills six 16 oz bottles.',
    quickReadSummary: 'Rinse, dry, pour and replace the pump.',
    sections: [
      {
        heading: 'What a refill box is',
        paragraphs: ['A refill box holds 3 liters.', 'It fills your bottle six times.'],
      },
      { heading: 'How to refill, step by step', paragraphs: ['Start with an empty bottle.'] },
    ],
    faq: [
      { question: 'How many bottles does a box fill?', answer: 'Six 16 oz bottles.' },
      { question: 'Where do I keep the box?', answer: 'Somewhere cool and dark.' },
    ],
    internalLinks: [
      { url: '/refills', anchor: 'The refill program at a glance' },
      { url: '/products/hand-soap-no-42', anchor: 'Hand Soap No. 42 and its refill box' },
    ],
    cta: { text: 'Ready to keep your bottles for good?', url: '/refills', label: 'Explore Refills' },
    ...overrides,
  };
}
