import { Injectable, Logger } from '@nestjs/common';
import { RedisConnection } from '../redis/redis-connection';

/** The Redis key every instance reads before answering from its in-process catalogue. */
export const CATALOG_VERSION_KEY = 'shop:catalog-version';

/**
 * The catalogue's version shared by all instances (read-your-writes across instances): a write bumps it before it
 * answers, and a read on any instance compares it with the version its in-process snapshot was built at. Without
 * REDIS_URL there is one process and no shared version.
 */
@Injectable()
export class CatalogVersion {
  private readonly logger = new Logger('CatalogVersion');

  constructor(private readonly redis: RedisConnection) {}

  /** False for one process without Redis: the in-process snapshot is then the whole truth. */
  get shared(): boolean {
    return this.redis.enabled;
  }

  /** The shared version ("0" before the first write), or undefined when Redis does not answer right now. */
  async read(): Promise<string | undefined> {
    const client = this.redis.client;
    if (!client || !this.redis.ready) return undefined;
    try {
      return (await client.get(CATALOG_VERSION_KEY)) ?? '0';
    } catch {
      return undefined;
    }
  }

  /** Tells every instance the catalogue changed. A failure is logged: instances read from the database until Redis returns. */
  async bump(): Promise<void> {
    const client = this.redis.client;
    if (!client) return;
    try {
      await client.incr(CATALOG_VERSION_KEY);
    } catch (error) {
      this.logger.warn(
        `Could not publish a catalogue change to Redis (${String(error)}); other instances read from the database until it returns`,
      );
    }
  }

  /**
   * Each (re)connection: writes made while Redis was away were not counted (and a restarted Redis may have lost the
   * key), so snapshots built before must be dropped.
   */
  onReconnect(listener: () => void): void {
    this.redis.onReady(listener);
  }
}
