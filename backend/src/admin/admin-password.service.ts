import { Inject, Injectable } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Checks a candidate against ADMIN_PASSWORD. */
@Injectable()
export class AdminPasswordService {
  private readonly expectedDigest: Buffer;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'adminPassword'>) {
    this.expectedDigest = sha256(config.adminPassword);
  }

  /**
   * Digests have a fixed length, so timingSafeEqual can compare them and the time taken reveals neither
   * how much of the password matched nor how long it is.
   */
  matches(candidate: string): boolean {
    return timingSafeEqual(sha256(candidate), this.expectedDigest);
  }
}
