import type { FaqItem } from '../../components/FaqAccordion';

export type Faq = FaqItem;

const REFILL_FAQ: Faq = {
  question: 'How does the refill box work?',
  answer: 'The 3-liter refill box refills six 16 oz bottles. Unscrew the pump, pour from the box’s tap, and keep the glass bottle for years. A household saves about 270 grams of plastic a year.',
};

/** Questions shown on the product page, by category (Home Care counts as surface spray, Aromatherapy as room mist). */
const FAQS: Record<string, Faq[]> = {
  'Hand Soap': [
    { question: 'How long does a bottle last?', answer: 'A 16 oz bottle lasts a busy sink about two to three months.' },
    { question: 'Will it dry out my hands?', answer: 'It is made with saponified coconut and olive oils, glycerin and aloe, and no sulfates, so hands feel comfortable rather than tight.' },
    REFILL_FAQ,
  ],
  'Dish Soap': [
    { question: 'Are plant-based dish soaps effective on grease?', answer: 'Yes. Plant-derived glucosides lift grease from pans and glassware; a teaspoon does a full sink.' },
    { question: 'Can I use it in the dishwasher?', answer: 'No, it is made for washing by hand. In a dishwasher it would foam over.' },
    REFILL_FAQ,
  ],
  'Surface Spray': [
    { question: 'Which surfaces can I clean?', answer: 'Counters, tables, sealed stone and glass. Test first on unsealed wood or natural stone.' },
    { question: 'Does it leave streaks?', answer: 'No. It dries quickly without residue; wipe with a damp cloth after spraying.' },
    REFILL_FAQ,
  ],
  'Room Mist': [
    { question: 'How do I make the scent last longer?', answer: 'Mist above head height so it falls slowly, and mist soft furnishings from a distance. Once opened, the scent stays fresh for six to eight months.' },
    { question: 'Is it safe around pets?', answer: 'Mist away from pets and let the room air before they come back in. Never spray directly on animals.' },
    REFILL_FAQ,
  ],
  Candle: [
    { question: 'How long does the candle burn?', answer: 'Approximately 45-50 hours when trimmed to 5 mm and burned no longer than four hours at a time.' },
    { question: 'Why does my candle tunnel?', answer: 'Let the first burn melt the wax to the edge of the jar, about two hours. That sets the candle’s memory for every burn after.' },
    { question: 'What can I do with the empty jar?', answer: 'Clean it with warm soapy water and keep it for pens, brushes or cuttings.' },
  ],
};

const CATEGORY_ALIASES: Record<string, string> = { 'Home Care': 'Surface Spray', Aromatherapy: 'Room Mist' };

const GENERAL: Faq[] = [
  { question: 'Are your products non-toxic?', answer: 'Every product is plant-based, with no parabens, phthalates, sulfates or synthetic dyes.' },
  { question: 'Where are they made?', answer: 'We have made our home care in small batches in Indiana since 2007.' },
];

export function categoryFaqs(category: string): Faq[] {
  return FAQS[CATEGORY_ALIASES[category] ?? category] ?? GENERAL;
}
