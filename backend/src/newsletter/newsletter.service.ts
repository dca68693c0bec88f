import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { Conflict } from '../common/errors/domain-errors';
import { isUniqueViolation } from '../common/database-errors';
import { serializeOnSqlite } from '../common/sqlite-write-lock';
import { WelcomeEmailsService } from '../mail/welcome-emails.service';
import { SubscriptionSource } from './dto/subscribe.dto';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

export const ALREADY_SUBSCRIBED = 'This email is already subscribed to our newsletter.';

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly welcomeEmails: WelcomeEmailsService,
  ) {}

  /**
   * Adds the address once; a repeat is refused with a sentence saying so (the unique index decides races).
   * The welcome code and e-mail are written in the same transaction: no subscriber without them, nor them without one.
   */
  async subscribe(email: string, source: SubscriptionSource = 'footer'): Promise<NewsletterSubscriber> {
    try {
      const dataSource = this.subscribers.manager.connection;
      return await serializeOnSqlite(dataSource, () =>
        dataSource.transaction(async (manager) => {
          const subscriber = await manager.save(manager.create(NewsletterSubscriber, { email, source }));
          await this.welcomeEmails.queueWelcome(manager, subscriber.email);
          return subscriber;
        }),
      );
    } catch (error) {
      if (error instanceof QueryFailedError && isUniqueViolation(error)) throw new Conflict(ALREADY_SUBSCRIBED);
      throw error;
    }
  }

  /** Removes the address (one-click unsubscribe); true when it was subscribed. */
  async unsubscribe(email: string): Promise<boolean> {
    const result = await this.subscribers.delete({ email });
    return Boolean(result.affected);
  }
}
