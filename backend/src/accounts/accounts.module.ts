import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Session } from './session.entity';
import { User } from './user.entity';

/** Owns the User and Session tables of the data model; nothing uses them yet. */
@Module({ imports: [TypeOrmModule.forFeature([User, Session])] })
export class AccountsModule {}
