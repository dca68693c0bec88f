import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { canonicalEmail } from '../common/email-address';
import { serializeOnSqlite } from '../common/sqlite-write-lock';
import { WelcomeEmailsService } from '../mail/welcome-emails.service';
import { SubscriptionSource } from './dto/subscribe.dto';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly welcomeEmails: WelcomeEmailsService,
  ) {}

  /**
   * Adds the address once (the unique index decides races). A repeat changes nothing and, to the caller, looks like
   * a new subscription: the answer must not tell anyone whether an address is on the list. The welcome code and
   * e-mail are written in the new subscriber's transaction only: no subscriber without them, nor them without one.
   * Returns whether the address is new.
   */
  async subscribe(email: string, source: SubscriptionSource = 'footer'): Promise<boolean> {
    try {
      const dataSource = this.subscribers.manager.connection;
      return await serializeOnSqlite(dataSource, () =>
        dataSource.transaction(async (manager) => {
          const subscriber = await manager.save(
            manager.create(NewsletterSubscriber, { email: canonicalEmail(email), source }),
          );
          await this.welcomeEmails.queueWelcome(manager, subscriber.email);
          return true;
        }),
      );
    } catch (error) {
      if (error instanceof QueryFailedError && isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Removes the address (one-click unsubscribe); true when it was subscribed. */
  async unsubscribe(email: string): Promise<boolean> {
    const result = await this.subscribers.delete({ email: canonicalEmail(email) });
    return Boolean(result.affected);
  }
}
