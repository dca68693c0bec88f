import { JournalArticle } from '../journal-article';
import { arePlantBasedDishSoapsEffective } from './are-plant-based-dish-soaps-effective';
import { howToMakeRoomSprayLastLonger } from './how-to-make-room-spray-last-longer';
import { refills101 } from './refills-101';
import { roomSprayVsDiffuserVsCandle } from './room-spray-vs-diffuser-vs-candle';
import { simpleSwapsForALowWasteHome } from './simple-swaps-for-a-low-waste-home';

/** Every journal article, in no particular order (JournalService sorts them). */
export const JOURNAL_ARTICLES: readonly JournalArticle[] = [
  howToMakeRoomSprayLastLonger,
  roomSprayVsDiffuserVsCandle,
  refills101,
  arePlantBasedDishSoapsEffective,
  simpleSwapsForALowWasteHome,
];
