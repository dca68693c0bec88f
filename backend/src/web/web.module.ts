import { Module } from '@nestjs/common';
import { SpaPageService } from './spa-page.service';
import { WebController } from './web.controller';

/** Serves the built React app for page routes (and the not-found page for the rest). Import it last. */
@Module({ controllers: [WebController], providers: [SpaPageService], exports: [SpaPageService] })
export class WebModule {}
