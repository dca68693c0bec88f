import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { canonicalEmail } from '../common/email-address';
import { WaitlistCollection } from './dto/join-waitlist.dto';
import { WaitlistEntry } from './waitlist-entry.entity';

export const WAITLIST_MESSAGES: Record<WaitlistCollection, string> = {
  'winter-spice': "We'll let you know when the Winter Spice Collection arrives.",
};

@Injectable()
export class WaitlistService {
  constructor(@InjectRepository(WaitlistEntry) private readonly entries: Repository<WaitlistEntry>) {}

  /**
   * Records the address once per collection. A repeat is answered like the first time (the shopper's wish is already
   * met, and the answer must not tell a stranger whether an address is on the list); the unique index decides races.
   */
  async join(email: string, collection: WaitlistCollection = 'winter-spice'): Promise<void> {
    try {
      await this.entries.insert({ email: canonicalEmail(email), collection });
    } catch (error) {
      if (error instanceof QueryFailedError && isUniqueViolation(error)) return;
      throw error;
    }
  }
}
