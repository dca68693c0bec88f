import { CanActivate, createParamDecorator, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { limitKeyOf } from '../common/address-key';
import { clientAddressOf } from '../common/client-address';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

type HolderRequest = FastifyRequest & { holderKey?: string };

/**
 * Names the holder of a checkout's units: the client's address (an IPv6 client's /64). The cap itself
 * (MAX_UNITS_HELD_PER_ADDRESS) is counted on the live holds in the reservation's transaction
 * (StockReservationsService.reserve), so units come back to the address's allowance when a hold lapses, is given back
 * or is paid.
 */
@Injectable()
export class HeldUnitsGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'ipv6LimitPrefixLength'>) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<HolderRequest>();
    request.holderKey = limitKeyOf(clientAddressOf(request), this.config.ipv6LimitPrefixLength);
    return true;
  }
}

/** The holder key HeldUnitsGuard named for this request. */
export const Holder = createParamDecorator(
  (_: unknown, context: ExecutionContext): string | undefined =>
    context.switchToHttp().getRequest<HolderRequest>().holderKey,
);
