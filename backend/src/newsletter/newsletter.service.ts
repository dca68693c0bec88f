import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { ShopError } from '../common/shop-error';
import { isUniqueViolation } from '../common/database-errors';
import { SubscriptionSource } from './dto/subscribe.dto';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

export const ALREADY_SUBSCRIBED = 'This email is already subscribed to our newsletter.';

@Injectable()
export class NewsletterService {
  constructor(@InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>) {}

  /** Adds the address once; a repeat is refused with a sentence saying so (the unique index decides races). */
  async subscribe(email: string, source: SubscriptionSource = 'footer'): Promise<NewsletterSubscriber> {
    try {
      return await this.subscribers.save(this.subscribers.create({ email, source }));
    } catch (error) {
      if (error instanceof QueryFailedError && isUniqueViolation(error)) throw new ShopError(409, ALREADY_SUBSCRIBED);
      throw error;
    }
  }
}
