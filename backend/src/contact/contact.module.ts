import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { ContactCopyController } from './contact-copy.controller';
import { ContactMessage } from './contact-message.entity';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

/** The shop's address and the contact form: messages to staff, and a copy to a sender who confirms (docs/mail.md). */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage]), MailModule],
  controllers: [ContactController, ContactCopyController],
  providers: [ContactService],
})
export class ContactModule {}
