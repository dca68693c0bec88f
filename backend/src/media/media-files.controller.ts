import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { NotFound } from '../common/errors/domain-errors';
import { ApiJsonErrorResponse } from '../common/json-error-response';
import { MEDIA_KEY } from './media-sizes';
import { MediaService } from './media.service';

/** A stored file never changes: its key is its content's hash. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

@ApiTags('media')
@Controller('media')
export class MediaFilesController {
  constructor(private readonly media: MediaService) {}

  @Get(':key/:name')
  @Header('cache-control', IMMUTABLE)
  @ApiOperation({
    operationId: 'getMediaFile',
    summary: 'One stored size of an uploaded photo',
    description:
      "Only the stored sizes exist: `{400|800|1200|1600}.{avif|webp}` up to the photo's width, and the JPEG fallback (`800.jpg`, or `400.jpg` for a narrower photo). Nothing is resized on request.",
  })
  @ApiParam({ name: 'key', type: String, example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' })
  @ApiParam({ name: 'name', type: String, example: '800.webp' })
  @ApiProduces('image/avif', 'image/webp', 'image/jpeg')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiJsonErrorResponse(404, 'No such photo or size')
  async getMediaFile(@Param('key') key: string, @Param('name') name: string): Promise<StreamableFile> {
    const file = MEDIA_KEY.test(key) ? await this.media.file(key, name) : undefined;
    if (!file) throw new NotFound('No photo is stored at that address.');
    return new StreamableFile(file.body, { type: file.contentType, length: file.length });
  }
}
