import { Module, OnApplicationBootstrap, OnApplicationShutdown, Inject } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { AdminMediaController } from './admin-media.controller';
import { LocalFolderStorage } from './local-folder-storage';
import { MediaFilesController } from './media-files.controller';
import { Media } from './media.entity';
import { MediaService } from './media.service';
import { MediaStorage } from './media-storage';
import { MediaSweeper } from './media-sweeper';
import { S3Storage } from './s3-storage';

/** Uploaded photos: processing, storage (a local folder or S3) and serving (docs/media.md). */
@Module({
  imports: [TypeOrmModule.forFeature([Media]), AdminModule],
  controllers: [AdminMediaController, MediaFilesController],
  providers: [
    MediaService,
    MediaSweeper,
    {
      provide: MediaStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MediaStorage =>
        config.media.s3 ? new S3Storage(config.media.s3) : new LocalFolderStorage(config.media.localDir),
    },
  ],
  exports: [MediaService],
})
export class MediaModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sweeper: MediaSweeper,
    private readonly storage: MediaStorage,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv !== 'test') this.sweeper.start();
  }

  onApplicationShutdown(): void {
    this.sweeper.stop();
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}
