import { Injectable } from '@nestjs/common';
import { JOURNAL_ARTICLES } from './articles';
import { JournalArticle } from './journal-article';

/** The journal's fixed content, newest first (ties broken by title so the order is stable). */
@Injectable()
export class JournalService {
  private readonly newestFirst = [...JOURNAL_ARTICLES].sort(
    (a, b) => b.datePublished.localeCompare(a.datePublished) || a.title.localeCompare(b.title),
  );
  private readonly bySlug = new Map(JOURNAL_ARTICLES.map((article) => [article.slug, article]));

  listArticles(): readonly JournalArticle[] {
    return this.newestFirst;
  }

  findBySlug(slug: string): JournalArticle | undefined {
    return this.bySlug.get(slug);
  }
}
