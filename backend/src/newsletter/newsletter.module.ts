import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { NewsletterController } from './newsletter.controller';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NewsletterService } from './newsletter.service';
import { UnsubscribeController } from './unsubscribe.controller';

@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriber]), MailModule],
  controllers: [NewsletterController, UnsubscribeController],
  providers: [NewsletterService],
})
export class NewsletterModule {}
