import { Module } from '@nestjs/common';
import { SeoModule } from '../seo/seo.module';
import { SpaPageService } from './spa-page.service';
import { WebController } from './web.controller';

/** Serves the built React app for page routes, each with its own head (and the not-found page for the rest). Import it last. */
@Module({ imports: [SeoModule], controllers: [WebController], providers: [SpaPageService], exports: [SpaPageService] })
export class WebModule {}
