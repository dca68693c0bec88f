import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { NotFound } from '../common/errors/domain-errors';
import { JournalArticleDto, JournalArticleSummaryDto, toJournalArticleSummary } from './dto/journal-article.dto';
import { JournalService } from './journal.service';

@ApiTags('journal')
@Controller('api/journal')
export class JournalController {
  constructor(private readonly journal: JournalService) {}

  @Get()
  @ApiOperation({
    operationId: 'listJournalArticles',
    summary: 'Every journal article as a card, newest first',
    description:
      'Title, summary, dates and hero image of each article for the journal index; the body comes from the single-article call.',
  })
  @ApiOkResponse({ type: JournalArticleSummaryDto, isArray: true })
  listJournalArticles(): JournalArticleSummaryDto[] {
    return this.journal.listArticles().map(toJournalArticleSummary);
  }

  @Get(':slug')
  @ApiOperation({
    operationId: 'getJournalArticle',
    summary: 'One whole journal article by its slug',
    description: 'The article with its body, for the article page; an unknown slug answers 404.',
  })
  @ApiParam({ name: 'slug', example: 'refills-101' })
  @ApiOkResponse({ type: JournalArticleDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No article has that slug' })
  getJournalArticle(@Param('slug') slug: string): JournalArticleDto {
    const article = this.journal.findBySlug(slug);
    if (!article) throw new NotFound('Article not found', `No journal article has the slug "${slug.slice(0, 100)}".`);
    return article;
  }
}
