import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { PageMetaDto, PageMetaQueryDto } from './dto/page-meta.dto';
import { PageMetaService } from './page-meta.service';

@ApiTags('seo')
@Controller('api/page-meta')
export class PageMetaController {
  constructor(private readonly pageMeta: PageMetaService) {}

  @Get()
  @ApiOperation({
    operationId: 'getPageMeta',
    summary:
      'The head of a storefront page (the same the server writes into its HTML); unknown pages answer 200 with status 404 inside',
    description:
      'Title, description, canonical URL, robots, Open Graph and JSON-LD of the page at path, so client-side navigation updates the head as a full load would.',
  })
  @ApiOkResponse({ type: PageMetaDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'path is missing or does not start with /' })
  getPageMeta(@Query() query: PageMetaQueryDto): Promise<PageMetaDto> {
    return this.pageMeta.metaFor(query.path);
  }
}
