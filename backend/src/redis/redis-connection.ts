import { Logger } from '@nestjs/common';
import Redis from 'ioredis';

/** A command that takes longer than this counts as Redis being down: the caller falls back instead of waiting. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Reconnect attempts are spaced at most this far apart, so a returning Redis is used again within a few seconds. */
const MAX_RECONNECT_DELAY_MS = 2000;

export type RedisState = 'up' | 'down' | 'disabled';

/**
 * The one Redis connection of an instance, or none when REDIS_URL is unset (one process: everything stays in memory).
 * ioredis reconnects by itself forever; while it is not ready, commands fail at once (no offline queue), so every
 * caller falls back to per-instance behaviour instead of hanging. Listeners of `onReady` hear each (re)connection.
 */
export class RedisConnection {
  readonly client: Redis | null;
  private readonly logger = new Logger('Redis');
  private readonly reconnectListeners: Array<() => void> = [];

  constructor(url: string | undefined) {
    this.client = url ? this.connect(url) : null;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  /** True when commands can be sent now. */
  get ready(): boolean {
    return this.client?.status === 'ready';
  }

  get state(): RedisState {
    if (!this.client) return 'disabled';
    return this.ready ? 'up' : 'down';
  }

  /** Called each time the connection becomes ready (first connect and every return after a loss). */
  onReady(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  /** Round trip of PING in milliseconds, or null when Redis does not answer. */
  async ping(): Promise<number | null> {
    if (!this.client || !this.ready) return null;
    const started = Date.now();
    try {
      await this.client.ping();
      return Date.now() - started;
    } catch {
      return null;
    }
  }

  async close(): Promise<void> {
    if (!this.client) return;
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }

  private connect(url: string): Redis {
    const client = new Redis(url, {
      enableOfflineQueue: false,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: 2000,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
    });
    let connectedBefore = false;
    let connected = false;
    client.on('ready', () => {
      connected = true;
      if (connectedBefore) this.logger.log('Redis is back: limits and the catalogue version are shared again');
      connectedBefore = true;
      for (const listener of this.reconnectListeners) listener();
    });
    client.on('close', () => {
      if (!connected) return;
      connected = false;
      this.logger.warn(
        'Redis connection lost: limits count per instance and catalogue reads go to the database until it returns',
      );
    });
    // Without a listener ioredis prints every failed reconnect as an unhandled error.
    client.on('error', () => undefined);
    return client;
  }
}
