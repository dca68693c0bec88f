import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminPasswordAuth } from '../admin/admin-auth.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { NotFound } from '../common/errors/domain-errors';
import { MediaDto, toMediaDto } from './dto/media.dto';
import { MEDIA_KEY } from './media-sizes';
import { MediaService } from './media.service';
import { receiveUpload } from './multipart-upload';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';

@ApiTags('admin media')
@AdminPasswordAuth()
@Controller('api/admin/media')
export class AdminMediaController {
  constructor(
    private readonly media: MediaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @ApiOperation({
    operationId: 'uploadMedia',
    summary: 'Uploads one photo and stores it in every fixed size',
    description:
      'multipart/form-data with one `file` (JPEG, PNG or WebP, read from its bytes) and an optional `alt` field sent before it. The password is checked before the body is read. The photo is turned upright, stripped of metadata and stored in fixed widths as AVIF and WebP, plus a JPEG fallback; the same bytes uploaded again give the photo already stored.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        alt: { type: 'string', maxLength: 300, description: 'Alt text to suggest when a product takes the photo' },
        file: { type: 'string', format: 'binary', description: 'The photo: JPEG, PNG or WebP' },
      },
    },
  })
  @ApiCreatedResponse({ type: MediaDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'No file, a damaged photo, too many pixels, or too small' })
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: 'The file is over the size limit' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorBodyDto, description: 'Not JPEG, PNG or WebP, or not multipart' })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'Too many photos waiting to be processed' })
  async uploadMedia(@Req() request: FastifyRequest): Promise<MediaDto> {
    const upload = await receiveUpload(request, this.config.media.maxFileBytes);
    return toMediaDto(await this.media.upload(upload.file, upload.fileName, upload.alt));
  }

  @Get()
  @ApiOperation({
    operationId: 'listMedia',
    summary: 'Every uploaded photo, newest first',
    description: 'For choosing a photo already uploaded (scent variants share lifestyle shots). At most 500.',
  })
  @ApiOkResponse({ type: MediaDto, isArray: true })
  async listMedia(): Promise<MediaDto[]> {
    return (await this.media.list()).map(toMediaDto);
  }

  @Delete(':key')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteMedia',
    summary: 'Removes a photo no product uses',
    description: 'Its files go from the storage. A photo a product still shows is kept (409).',
  })
  @ApiParam({ name: 'key', type: String, example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No photo has that key' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'A product shows the photo' })
  async deleteMedia(@Param('key') key: string): Promise<void> {
    if (!MEDIA_KEY.test(key)) throw new NotFound('No photo has that key.');
    await this.media.remove(key);
  }
}
