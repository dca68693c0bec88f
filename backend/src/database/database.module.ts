import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { buildDataSourceOptions } from './data-source-options';
import { CatalogSeeder } from './seed/catalog-seeder';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...buildDataSourceOptions(config), retryAttempts: 3, retryDelay: 1000 }),
    }),
  ],
  providers: [CatalogSeeder],
})
export class DatabaseModule {}
