import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { buildDataSourceOptions } from './data-source-options';
import { CatalogSeeder } from './seed/catalog-seeder';
import { withStartupLock } from './startup-lock';

/** Migrations run under the start-up lock, so instances starting together on an empty database migrate once. */
async function initializeDataSource(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource({ ...options, migrationsRun: false }).initialize();
  if (options.migrationsRun) {
    await withStartupLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
  }
  return dataSource;
}

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...buildDataSourceOptions(config), retryAttempts: 3, retryDelay: 1000 }),
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('No data source options');
        return initializeDataSource(options);
      },
    }),
  ],
  providers: [CatalogSeeder],
})
export class DatabaseModule {}
