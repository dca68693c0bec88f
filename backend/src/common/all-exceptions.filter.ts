import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { toErrorBody } from './error-body';

/** Every failure leaves the API in the same shape: {statusCode, error, message}. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}
