import { ApiProperty } from '@nestjs/swagger';
import { FaqDto } from '../../common/faq.dto';
import { JournalArticle, JournalCta, JournalLink, JournalSection } from '../journal-article';

export class JournalSectionDto implements JournalSection {
  @ApiProperty({ example: 'How to refill, step by step' }) heading: string;
  @ApiProperty({ type: [String], example: ['Start with an empty bottle...', 'Stand the bottle in the sink...'] })
  paragraphs: string[];
}

export class JournalLinkDto implements JournalLink {
  @ApiProperty({ example: '/products/hand-soap-no-42', description: 'A storefront path: a product page or /refills' })
  url: string;
  @ApiProperty({ example: 'Hand Soap No. 42 and its refill box' }) anchor: string;
}

export class JournalCtaDto implements JournalCta {
  @ApiProperty({
    example: 'Ready to keep your bottles for good? See how the refill program works.',
    description: 'The sentence above the button',
  })
  text: string;
  @ApiProperty({ example: '/refills' }) url: string;
  @ApiProperty({ example: 'Explore Refills', description: 'The button label' }) label: string;
}

/** What a journal card shows (GET /api/journal). */
export class JournalArticleSummaryDto {
  @ApiProperty({ example: 'refills-101' }) slug: string;
  @ApiProperty({ example: 'Refills 101: How Our Refill Boxes Work' }) title: string;
  @ApiProperty({ example: '2025-10-16', description: 'YYYY-MM-DD' }) datePublished: string;
  @ApiProperty({ example: '2025-10-21', description: 'YYYY-MM-DD' }) dateModified: string;
  @ApiProperty({
    example: '/public-objects/journal/refills-101.webp',
    description: '1200×675 WebP; a 600w variant sits beside it as {slug}-600w.webp',
  })
  heroImage: string;
  @ApiProperty({ example: 'A refill box pouring hand soap into an amber glass bottle on a kitchen counter' })
  heroImageAlt: string;
  @ApiProperty({
    example:
      'One 3-liter refill box fills six 16 oz bottles, saves about $8 per refill and uses around 75% less plastic.',
    description: 'A one- or two-sentence teaser for cards (the article meta description)',
  })
  summary: string;
}

/** A whole journal article (GET /api/journal/{slug}). */
export class JournalArticleDto implements JournalArticle {
  @ApiProperty({ example: 'refills-101' }) slug: string;
  @ApiProperty({ example: 'Refills 101: How Our Refill Boxes Work' }) title: string;
  @ApiProperty({ example: '2025-10-16', description: 'YYYY-MM-DD' }) datePublished: string;
  @ApiProperty({ example: '2025-10-21', description: 'YYYY-MM-DD' }) dateModified: string;
  @ApiProperty({ example: 'Refills 101: How Our Refill Boxes Work | Natural House' }) metaTitle: string;
  @ApiProperty({
    example:
      'One 3-liter refill box fills six 16 oz bottles, saves about $8 per refill and uses around 75% less plastic.',
  })
  metaDescription: string;
  @ApiProperty({ example: '/public-objects/journal/refills-101.webp' }) heroImage: string;
  @ApiProperty({ example: 'A refill box pouring hand soap into an amber glass bottle on a kitchen counter' })
  heroImageAlt: string;
  @ApiProperty({ example: 'Our hand soap, dish soap, surface spray and room mist all come in a 3-liter refill box...' })
  quickReadSummary: string;
  @ApiProperty({ type: [JournalSectionDto] }) sections: JournalSectionDto[];
  @ApiProperty({ type: [FaqDto] }) faq: FaqDto[];
  @ApiProperty({ type: [JournalLinkDto], description: "The 'Related Products' links" }) internalLinks: JournalLinkDto[];
  @ApiProperty({ type: JournalCtaDto }) cta: JournalCtaDto;
}

export function toJournalArticleSummary(article: JournalArticle): JournalArticleSummaryDto {
  const { slug, title, datePublished, dateModified, heroImage, heroImageAlt, metaDescription } = article;
  return { slug, title, datePublished, dateModified, heroImage, heroImageAlt, summary: metaDescription };
}
