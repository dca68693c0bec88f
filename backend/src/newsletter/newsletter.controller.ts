import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AfterAnswer } from '../common/after-answer';
import { ErrorBodyDto } from '../common/error-body.dto';
import { SubscribeDto, SubscriptionDto } from './dto/subscribe.dto';
import { NewsletterService } from './newsletter.service';
import { RateLimit } from '../rate-limits/rate-limit.decorator';

@ApiTags('newsletter')
@Controller('api/newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly afterAnswer: AfterAnswer,
  ) {}

  @Post('subscribe')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'subscribeToNewsletter',
    summary: 'Subscribes an e-mail address (which earns a 15% code)',
    description:
      'The subscriber, the welcome code and its e-mail (sent through the mail outbox) are saved together; an address already subscribed gets the same answer (and no second e-mail), so the call tells nobody who is subscribed. Rate limited (RATE_LIMIT_NEWSLETTER_PER_MINUTE).',
  })
  @ApiCreatedResponse({ type: SubscriptionDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Missing or invalid e-mail address' })
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: 'The body is larger than the limit for JSON bodies' })
  @ApiServiceUnavailableResponse({
    type: ErrorBodyDto,
    description: 'The database is unavailable for a moment; try again',
  })
  @RateLimit('newsletter')
  async subscribe(@Body() body: SubscribeDto): Promise<SubscriptionDto> {
    // The same answer, at the same speed, for a new and a known address: the writes happen after it (AfterAnswer).
    this.afterAnswer.run('Newsletter subscription', () => this.newsletter.subscribe(body.email, body.source));
    return { email: body.email, message: "You're subscribed. Check your email for a special 15% discount code!" };
  }
}
