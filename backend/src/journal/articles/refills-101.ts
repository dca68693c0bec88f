import { JournalArticle } from '../journal-article';

export const refills101: JournalArticle = {
  slug: 'refills-101',
  title: 'Refills 101: How Our Refill Boxes Work',
  datePublished: '2025-10-16',
  dateModified: '2025-10-21',
  metaTitle: 'Refills 101: How Our Refill Boxes Work | Natural House',
  metaDescription:
    'One 3-liter refill box fills six 16 oz bottles, saves about $8 per refill and uses around 75% less plastic. How to refill, store and make each box last.',
  heroImage: '/public-objects/journal/refills-101.webp',
  heroImageAlt: 'A refill box pouring hand soap into an amber glass bottle on a kitchen counter',
  quickReadSummary:
    'Our hand soap, dish soap, surface spray and room mist all come in a 3-liter refill box that fills six 16 oz bottles. Rinse and dry the bottle, pour, replace the pump, and store the box closed in a cool cupboard. Each refill saves about $8 on average and around 75% of the plastic, roughly 270 grams per household a year.',
  sections: [
    {
      heading: 'What a refill box is',
      paragraphs: [
        'A refill box holds 3 liters of the same formula that goes into our 16 oz glass bottles: hand soap, dish soap, surface spray or room mist, in any of our four scents. That is enough to fill your bottle six times. You buy the bottle once, keep it at the sink or on the shelf, and top it up from the box whenever it runs low.',
        'The idea is simple. Most of the plastic in household cleaning comes from the bottle and pump you throw away each time you buy a new one, not from what is inside. Carrying six bottles’ worth of soap in one box, and refilling a bottle you already own, uses around 75% less plastic than buying those six bottles new.',
      ],
    },
    {
      heading: 'How to refill, step by step',
      paragraphs: [
        'Start with an empty bottle, or one with only a little left. Rinse it with warm water, pumping some through the pump or sprayer to clear the tube, then let everything dry upside down on a rack or a clean towel. A dry bottle matters most for the room mist and surface spray: water left behind dilutes the formula.',
        'Stand the bottle in the sink or on a tray and pour slowly from the box. A small kitchen funnel makes this tidier, especially with narrow spray bottles. Stop about a finger’s width below the neck so the pump has room to sit, screw it back on, and wipe the outside. Close the box and put it back somewhere cool, dark and upright.',
        'Keep each bottle for one product and one scent. Pouring lemon verbena dish soap into a bottle that held lavender vanilla hand soap will not hurt anyone, but it muddles both the scent and the formula. If you do want to switch, finish the bottle and wash it thoroughly with warm soapy water first.',
      ],
    },
    {
      heading: 'What you save',
      paragraphs: [
        'Each refill saves about $8 on average compared with buying a new 16 oz bottle, because you are paying for the formula rather than for another bottle and pump. Over the six refills in a box, that adds up quickly for the things you use every day.',
        'The plastic saving is just as real. A household that refills its liquids instead of buying new bottles saves about 270 grams of plastic a year, the weight of a good handful of empty bottles and pumps. Together, our customers have already saved more than 12,000 bottles, and every refill adds to that count.',
      ],
    },
    {
      heading: 'How long a box lasts',
      paragraphs: [
        'At a busy sink, a 16 oz bottle of hand soap or dish soap lasts about two to three months. With six refills in a box, one box of hand soap keeps a single sink going for well over a year. Surface spray goes at whatever pace you clean, and a few sprays a day of room mist make a bottle last a long time.',
        'Fragrance is the one thing that does not keep forever. Once opened, room mist is at its best for six to eight months, so keep the box tightly closed between refills and away from heat and sunlight. If you only mist now and then, a room mist box is well worth sharing with a friend or a neighbor.',
      ],
    },
    {
      heading: 'What can and cannot be refilled',
      paragraphs: [
        'Refill boxes exist for our four liquids: hand soap, dish soap, surface spray and room mist. Candles are the exception. There is no refill for wax, but the glass jar is made to live on. When about 1 cm of wax remains, stop burning, scoop out what is left, wash the jar in warm soapy water and use it for pens, makeup brushes or cuttings on the windowsill.',
        'The bottles themselves are built for years of use: amber glass with a metal pump for hand soap, sturdy glass for the surface spray, and a fine-mist pump for the room mist. Treat them like a good glass carafe. Wash them now and then, dry them well, and they will outlast many boxes.',
      ],
    },
  ],
  faq: [
    {
      question: 'How many bottles does one refill box fill?',
      answer:
        'Six 16 oz bottles. The box holds 3 liters, a little more than six bottles’ worth, so there is room for the odd spill.',
    },
    {
      question: 'Do I need to wash the bottle between refills?',
      answer:
        'Rinse it with warm water and let it dry before each refill. Every few refills, or when you change scent, wash the bottle and pump in warm soapy water.',
    },
    {
      question: 'How much do I actually save?',
      answer:
        'About $8 on average per refill compared with a new bottle, around 75% less plastic, and about 270 grams of plastic per household each year.',
    },
    {
      question: 'Can I mix two scents in the same bottle?',
      answer:
        'Better not: the blend changes and neither scent smells as intended. Finish one bottle and wash it before switching.',
    },
    {
      question: 'How should I store an opened refill box?',
      answer:
        'Closed, upright and somewhere cool and dark, such as a cupboard under the sink. Room mist keeps its scent best for six to eight months after opening.',
    },
  ],
  internalLinks: [
    { url: '/refills', anchor: 'The refill program at a glance' },
    { url: '/products/hand-soap-no-42', anchor: 'Hand Soap No. 42 and its refill box' },
    { url: '/products/dish-soap-no-42', anchor: 'Dish Soap No. 42 and its refill box' },
    { url: '/products/surface-spray-no-42', anchor: 'Surface Spray No. 42 and its refill box' },
    { url: '/products/room-mist-no-42', anchor: 'Room Mist No. 42 and its refill box' },
  ],
  cta: {
    text: 'Ready to keep your bottles for good? See how the refill program works.',
    url: '/refills',
    label: 'Explore Refills',
  },
};
