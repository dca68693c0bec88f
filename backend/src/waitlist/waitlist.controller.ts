import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AfterAnswer } from '../common/after-answer';
import { ErrorBodyDto } from '../common/error-body.dto';
import { RateLimit } from '../rate-limits/rate-limit.decorator';
import { JoinWaitlistDto, WaitlistEntryDto } from './dto/join-waitlist.dto';
import { WAITLIST_MESSAGES, WaitlistService } from './waitlist.service';

@ApiTags('waitlist')
@Controller('api/waitlist')
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly afterAnswer: AfterAnswer,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'joinWaitlist',
    summary: 'Puts an e-mail address on the waitlist of an upcoming collection',
    description:
      "The /holiday page's 'Notify Me'. Not a newsletter subscription and no discount code. Joining twice is not an error: the answer is the same, so it never reveals whether an address was already listed.",
  })
  @ApiCreatedResponse({ type: WaitlistEntryDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Missing or invalid e-mail address, or an unknown collection',
  })
  @RateLimit('waitlist')
  async join(@Body() body: JoinWaitlistDto): Promise<WaitlistEntryDto> {
    const collection = body.collection ?? 'winter-spice';
    this.afterAnswer.run('Waitlist sign-up', () => this.waitlist.join(body.email, collection));
    return { email: body.email, collection, message: WAITLIST_MESSAGES[collection] };
  }
}
