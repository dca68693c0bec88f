import { Module } from '@nestjs/common';
import { JournalController } from './journal.controller';
import { JournalService } from './journal.service';

/** The journal's fixed articles, served to the storefront and used by the server-side head. */
@Module({ controllers: [JournalController], providers: [JournalService], exports: [JournalService] })
export class JournalModule {}
