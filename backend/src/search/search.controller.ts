import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { RateLimit } from '../rate-limits/rate-limit.decorator';
import { SEARCH_LIMIT_MAX, SearchQueryDto, SearchResultsDto } from './dto/search.dto';
import { SearchService } from './search.service';

@ApiTags('search')
@Controller('api/search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Get()
  @RateLimit('search')
  @ApiOperation({
    operationId: 'search',
    summary: 'Products and journal articles matching the typed words',
    description:
      "Every word must match: a product by its name, scent name or number ('No. 92', '92') or format ('refill', 'candle'), an article by its title. A word matches a word it is or begins ('lav'); a word of 4 letters or more that matches nothing so is also read as one typo away ('lavander'). The header's suggestions ask with a small `limit`, the /search page with the default.",
  })
  @ApiOkResponse({ type: SearchResultsDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'q is missing, empty or too long, or limit is out of bounds',
  })
  search(@Query() query: SearchQueryDto): Promise<SearchResultsDto> {
    return this.searchService.search(query.q, query.limit ?? SEARCH_LIMIT_MAX);
  }
}
