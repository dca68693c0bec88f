import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AfterAnswer } from '../common/after-answer';
import { ErrorBodyDto } from '../common/error-body.dto';
import { RateLimit } from '../rate-limits/rate-limit.decorator';
import { BackInStockService } from './back-in-stock.service';
import { BackInStockRequestDto, BackInStockSignupDto } from './dto/back-in-stock.dto';

@ApiTags('waitlist')
@Controller('api/products')
export class BackInStockController {
  constructor(
    private readonly backInStock: BackInStockService,
    private readonly afterAnswer: AfterAnswer,
  ) {}

  @Post(':slug/back-in-stock')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'requestBackInStockNotice',
    summary: "'Notify me when it's back': one e-mail when a sold-out size is in stock again",
    description:
      'Not a newsletter subscription. Asking twice is not an error: the answer is the same, so it never reveals whether an address was already listed.',
  })
  @ApiParam({ name: 'slug', example: 'hand-soap-no-42' })
  @ApiCreatedResponse({ type: BackInStockSignupDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Missing or invalid e-mail address, or a size the product does not come in',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No product has that slug' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The size is not sold out' })
  @RateLimit('backInStock')
  async request(@Param('slug') slug: string, @Body() body: BackInStockRequestDto): Promise<BackInStockSignupDto> {
    const { productId, name } = await this.backInStock.signUpFor(slug, body.size);
    // The same answer, at the same speed, for a new and a known address: the write happens after it (AfterAnswer).
    this.afterAnswer.run('Back-in-stock sign-up', () => this.backInStock.record(productId, body.size, body.email));
    return {
      email: body.email,
      size: body.size,
      message: `We'll e-mail you once when ${name} is back in stock.`,
    };
  }
}
