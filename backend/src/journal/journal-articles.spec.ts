import { buildCatalog } from '../database/seed/catalog-data';
import { JOURNAL_ARTICLES } from './articles';
import { JOURNAL_LINK_TARGETS, JournalArticle } from './journal-article';
import { JournalService } from './journal.service';

const SLUGS = [
  'how-to-make-room-spray-last-longer',
  'room-spray-vs-diffuser-vs-candle',
  'refills-101',
  'are-plant-based-dish-soaps-effective',
  'simple-swaps-for-a-low-waste-home',
];

/** Every storefront path an article's links may point to: a seeded product page or the refill hub (plus the list, for a CTA). */
const SEEDED_PATHS = new Set([...buildCatalog().map((p) => `/products/${p.slug}`), '/refills']);

function allText(article: JournalArticle): string {
  return [
    article.title,
    article.metaTitle,
    article.metaDescription,
    article.heroImageAlt,
    article.quickReadSummary,
    ...article.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
    ...article.faq.flatMap((f) => [f.question, f.answer]),
    ...article.internalLinks.map((l) => l.anchor),
    article.cta.text,
    article.cta.label,
  ].join('\n');
}

function bodyWords(article: JournalArticle): number {
  return article.sections
    .flatMap((s) => s.paragraphs)
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

describe('journal articles', () => {
  it('are exactly the five of docs/product.md', () => {
    expect(JOURNAL_ARTICLES.map((a) => a.slug).sort()).toEqual([...SLUGS].sort());
  });

  it('are listed newest first', () => {
    const listed = new JournalService().listArticles().map((a) => a.datePublished);
    expect(listed).toEqual(['2025-10-20', '2025-10-19', '2025-10-18', '2025-10-17', '2025-10-16']);
  });

  describe.each(JOURNAL_ARTICLES.map((a) => [a.slug, a] as const))('%s', (_slug, article) => {
    it('is real copy: at least 600 words over several sections, each with text', () => {
      expect(bodyWords(article)).toBeGreaterThanOrEqual(600);
      expect(article.sections.length).toBeGreaterThanOrEqual(4);
      for (const section of article.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
        for (const paragraph of section.paragraphs) expect(paragraph.split(/\s+/).length).toBeGreaterThanOrEqual(20);
      }
    });

    it('has an FAQ of at least four distinct questions with answers', () => {
      expect(article.faq.length).toBeGreaterThanOrEqual(4);
      expect(new Set(article.faq.map((f) => f.question)).size).toBe(article.faq.length);
      for (const faq of article.faq) {
        expect(faq.question.trim()).toMatch(/\?$/);
        expect(faq.answer.split(/\s+/).length).toBeGreaterThanOrEqual(8);
      }
    });

    it('links only to the allowed paths, each resolving to a seeded product or /refills', () => {
      expect(article.internalLinks.length).toBeGreaterThanOrEqual(2);
      for (const link of article.internalLinks) {
        expect(JOURNAL_LINK_TARGETS).toContain(link.url);
        expect(SEEDED_PATHS.has(link.url)).toBe(true);
        expect(link.anchor.trim()).not.toBe('');
      }
      expect(new Set(article.internalLinks.map((l) => l.url)).size).toBe(article.internalLinks.length);
      expect(SEEDED_PATHS.has(article.cta.url)).toBe(true);
      expect(article.cta.label.trim()).not.toBe('');
      expect(article.cta.text.trim()).not.toBe('');
    });

    it('was published between 2025-10-16 and 2025-10-20 and modified on or after that day', () => {
      for (const date of [article.datePublished, article.dateModified]) {
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
      }
      expect(article.datePublished >= '2025-10-16' && article.datePublished <= '2025-10-20').toBe(true);
      expect(article.dateModified >= article.datePublished).toBe(true);
      expect(article.dateModified <= new Date().toISOString().slice(0, 10)).toBe(true);
    });

    it('has a head that fits search results and the hero image of the convention', () => {
      expect(article.metaTitle).toMatch(/ \| Natural House$/);
      expect(article.metaTitle.length).toBeLessThanOrEqual(60);
      expect(article.metaDescription.length).toBeGreaterThanOrEqual(100);
      expect(article.metaDescription.length).toBeLessThanOrEqual(160);
      expect(article.heroImage).toBe(`/public-objects/journal/${article.slug}.webp`);
      expect(article.heroImageAlt.length).toBeGreaterThan(20);
      expect(article.quickReadSummary.split(/\s+/).length).toBeGreaterThanOrEqual(30);
    });

    it('keeps every figure consistent with the copy claims (docs/product.md, Constants, 75% chosen over 80%)', () => {
      const text = allText(article);
      expect(text).not.toMatch(/80\s?%|80 percent|eighty percent/i);
      // Every percentage is the plastic claim; the catalogue's prices make savings a dollar figure ($8 per refill), never a percentage.
      for (const [percent] of text.matchAll(/\d+\s?%/g)) expect(percent).toBe('75%');
      for (const [, amount] of text.matchAll(/\$(\d+(?:\.\d+)?)/g)) expect(['8', '34']).toContain(amount);
      for (const [, grams] of text.matchAll(/(\d+)\s?(?:grams|g)\b/g)) expect(grams).toBe('270');
      for (const [, liters] of text.matchAll(/(\d+)[- ]liter/g)) expect(liters).toBe('3');
      for (const [range] of text.matchAll(/\b\d+ to \d+ hours|\b\d+-\d+ hours/g))
        expect(['40 to 60 hours', '45 to 50 hours', '45-50 hours']).toContain(range);
      for (const [months] of text.matchAll(/\b(?:\w+) to (?:\w+) months/g))
        expect(['two to three months', 'six to eight months']).toContain(months.toLowerCase());
      if (/bottles saved|saved more than [\d,]+ bottles/.test(text))
        expect(text).toMatch(/12,000 bottles|12K\+ bottles/);
      expect(text).not.toMatch(/(?:refills|fills) (?:five|seven|eight|\d+) /i);
    });
  });
});
