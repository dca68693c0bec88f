import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../common/error-body.dto';
import { adminAttemptOf } from './admin-attempt';
import { AdminAuthService } from './admin-auth.service';
import { VerifyPasswordDto, VerifyPasswordResultDto } from './dto/verify-password.dto';

@ApiTags('admin')
@Controller('api/admin')
export class VerifyPasswordController {
  constructor(private readonly auth: AdminAuthService) {}

  @Post('verify-password')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'verifyAdminPassword',
    summary: 'Checks the admin password (the gate of the back-office screens)',
    description:
      'Answers {ok: true} for the right password. Failed attempts are counted per address; too many answer 429 with Retry-After.',
  })
  @ApiOkResponse({ type: VerifyPasswordResultDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The body is not {password: string}' })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Missing or wrong password' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'Too many failed attempts from this address; see Retry-After',
  })
  async verifyPassword(
    @Body() body: VerifyPasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<VerifyPasswordResultDto> {
    await this.auth.authorize(adminAttemptOf(request), body.password, 'send it as {"password": "..."}');
    return { ok: true };
  }
}
