import { Faq } from '../common/faq';
import { SCENTS } from '../common/site';

const REFILL_FAQ: Faq = {
  question: 'Can I refill the bottle?',
  answer:
    'Yes. The 3-liter refill box refills six 16 oz bottles, saves about $8 on average per refill and uses around 75% less plastic than buying new bottles. Rinse the bottle and let it dry before you pour.',
};

const SCENTS_FAQ: Faq = {
  question: 'Which scents is it available in?',
  answer: `Four: ${scentList()}.`,
};

/** 'No. 09 Pumpkin Spice, No. 42 Herbal Sanctuary, ... and No. 92 Lavender Vanilla'. */
function scentList(): string {
  const named = SCENTS.map((scent) => `No. ${scent.number} ${scent.name}`);
  return `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

/**
 * The FAQs shown on every product page of a category, and emitted as FAQPage structured data for it
 * (the storefront reads them from GET /api/products/{slug}/faqs, the server-side head from here).
 */
const CATEGORY_FAQS: Record<string, Faq[]> = {
  'Hand Soap': [
    {
      question: 'How long does a bottle of hand soap last?',
      answer: 'About two to three months at a busy sink, with one or two pumps per wash.',
    },
    {
      question: 'Will it dry out my hands?',
      answer:
        'It is made with saponified coconut and olive oils, vegetable glycerin and aloe, and without sulfates, so hands feel comfortable rather than tight.',
    },
    REFILL_FAQ,
    SCENTS_FAQ,
  ],
  'Dish Soap': [
    {
      question: 'How much dish soap should I use?',
      answer:
        'About a teaspoon in a sink of warm water, or a drop on a damp brush for a single pan. A 16 oz bottle lasts about two to three months.',
    },
    {
      question: 'Can I use it in a dishwasher?',
      answer: 'No. It is made for washing by hand; in a dishwasher its foam can overflow.',
    },
    {
      question: 'Does a plant-based dish soap really cut grease?',
      answer:
        'Yes. Its plant-derived surfactants (decyl and coco glucoside) lift grease like any dish soap; for baked-on food, soak the pan in hot water first.',
    },
    REFILL_FAQ,
  ],
  'Surface Spray': [
    {
      question: 'Which surfaces can I use it on?',
      answer: 'Counters, tables, sealed stone and glass. Test it first on unsealed wood or natural stone.',
    },
    {
      question: 'Does it leave streaks?',
      answer: 'No. Spray, wait a few seconds and wipe with a damp cloth: it dries without streaks or residue.',
    },
    {
      question: 'Can I mix it with other cleaners?',
      answer: 'No. Never mix it with other cleaning products, and do not spray it toward eyes or face.',
    },
    REFILL_FAQ,
  ],
  'Room Mist': [
    {
      question: 'How do I use room mist?',
      answer: 'Mist two or three times into the air above head height, away from wood and fabric, and let it settle.',
    },
    {
      question: 'How long does it stay fresh?',
      answer: 'Six to eight months after opening, kept sealed and away from heat and sunlight.',
    },
    {
      question: 'Is it safe near candles?',
      answer:
        'The mist is flammable while wet: spray first, let it settle and dry, then light the candle. Never spray toward a flame.',
    },
    REFILL_FAQ,
  ],
  Candle: [
    {
      question: 'How long does the candle burn?',
      answer:
        'Approximately 45-50 hours. 8 oz soy candles typically burn for 40 to 60 hours, depending on how they are cared for.',
    },
    {
      question: 'How do I get an even burn?',
      answer:
        'On the first burn, let the wax melt to the edge of the jar (about two hours). Trim the wick to 5 mm before each burn and burn no longer than four hours at a time.',
    },
    {
      question: 'What is the candle made of?',
      answer:
        'Soy wax, essential oils and natural aroma compounds, and a lead-free cotton wick. No paraffin and no synthetic dyes.',
    },
    {
      question: 'What can I do with the jar afterwards?',
      answer:
        'Stop when about 1 cm of wax remains, wash the jar in warm soapy water and reuse it for pens, brushes or cuttings.',
    },
  ],
};

/** For categories without their own list (Home Care, Refill, Aromatherapy or a new admin category). */
const GENERAL_FAQS: Faq[] = [
  SCENTS_FAQ,
  REFILL_FAQ,
  {
    question: 'What are your products made from?',
    answer: 'Plant-based ingredients and essential oils, with no sulfates, parabens, phthalates or synthetic dyes.',
  },
  {
    question: 'Where is Natural House from?',
    answer: 'We were founded in 2007 in Indiana and still hand-pour our candles in small batches.',
  },
];

export function faqsForCategory(category: string): Faq[] {
  // Own keys only: a stored category named like an Object.prototype member gets the general FAQs.
  return Object.hasOwn(CATEGORY_FAQS, category) ? CATEGORY_FAQS[category] : GENERAL_FAQS;
}
