import { JournalArticle } from '../journal-article';

export const arePlantBasedDishSoapsEffective: JournalArticle = {
  slug: 'are-plant-based-dish-soaps-effective',
  title: 'Are Plant-Based Dish Soaps Effective?',
  datePublished: '2025-10-19',
  dateModified: '2025-10-23',
  metaTitle: 'Are Plant-Based Dish Soaps Effective? | Natural House',
  metaDescription:
    'How dish soap cuts grease, what plant-derived surfactants do, where a plant-based formula shines and how to handle baked-on pans without harsher chemistry.',
  heroImage: '/public-objects/journal/are-plant-based-dish-soaps-effective.webp',
  heroImageAlt: 'Hands washing a cast iron pan with a brush beside a glass bottle of dish soap',
  quickReadSummary:
    'Yes. Grease is removed by surfactants, and plant-derived surfactants such as decyl and coco glucoside are real surfactants that do the same job. A teaspoon in a sink of warm water handles everyday dishwashing; baked-on food needs a soak, not a stronger soap. Foam is not a measure of cleaning power, and a 16 oz bottle lasts about two to three months.',
  sections: [
    {
      heading: 'The short answer',
      paragraphs: [
        'Yes, for everyday dishwashing a well-made plant-based dish soap cleans plates, glasses and greasy pans properly. The question usually hides a worry that “natural” means weak, but cleaning is chemistry, not marketing. What removes grease is a class of ingredients called surfactants, and the ones made from plant sugars and coconut oil are genuine, effective surfactants.',
        'Where plant-based soaps differ from conventional ones is mostly in what they leave out, such as phosphates, sulfates and synthetic dyes, and in how readily their ingredients break down after they go down the drain. The rest of this article explains how that works, and how to get the most from the bottle by your sink.',
      ],
    },
    {
      heading: 'How dish soap actually cleans',
      paragraphs: [
        'Water on its own slides straight past grease, because oil and water do not mix. A surfactant molecule solves this by having two ends: one that is attracted to water and one that is attracted to oil. In the sink, millions of these molecules surround each droplet of fat with their oil-loving ends pointing inwards, forming tiny bundles called micelles. The water-loving outsides let the bundles float free of the plate, and the rinse carries them away.',
        'Warm water helps, because it softens solid fats like butter and bacon grease so the surfactants can reach them. Your brush or sponge helps too, by breaking up stuck food and exposing more surface. Soap, heat and a little friction together do the work, and none of them needs to be harsh.',
      ],
    },
    {
      heading: 'What is in a plant-based formula',
      paragraphs: [
        'Our Dish Soap uses decyl glucoside and coco glucoside as its cleaning agents. Both are made from plant sugars and coconut-derived fatty alcohols, and both are readily biodegradable. Sodium citrate softens hard water so the surfactants are not wasted on minerals, vegetable glycerin keeps the formula gentle on hands, and essential oils give each of the four scents its character. Citric acid balances the pH and a small amount of sodium benzoate keeps the bottle fresh.',
        'Just as important is what is not there: no phosphates, which feed algae in rivers and lakes, no sulfates, and no synthetic dyes. The color of the soap is simply the color of its ingredients.',
      ],
    },
    {
      heading: 'Where it shines, and where it needs help',
      paragraphs: [
        'Everyday plates, glasses, cutlery, chopping boards and oily frying pans are exactly what a plant-based dish soap is made for. Greasy roasting trays and pans with baked-on cheese are harder for any soap, because the food is bonded to the metal by heat. The answer is time, not stronger chemistry: fill the pan with hot water and a few drops of soap, leave it for twenty minutes, then use a brush or a scraper.',
        'Cast iron is fine with a drop of soap and a quick scrub; just do not leave it soaking, and dry it on the stove afterwards. Our dish soap is made for washing by hand and is not suitable for dishwashers, where its foam would cause trouble. If you live in a very hard-water area, a final rinse in clear water keeps glasses free of spots.',
      ],
    },
    {
      heading: 'Use less, clean better',
      paragraphs: [
        'A concentrated soap works best when you do not overdo it. Add about a teaspoon to a sink of warm water, or put a single drop straight onto a damp brush for one pan. Too much soap does not clean more; it only takes longer to rinse and can leave a film on glass.',
        'Wash in order, from cleanest to dirtiest: glasses first, then cutlery and plates, pans last. When the suds disappear quickly and the water feels greasy, the water is saturated, so change it rather than adding more soap. Used this way, a 16 oz bottle lasts about two to three months at a busy sink.',
      ],
    },
    {
      heading: 'Kinder to hands, and to what comes after',
      paragraphs: [
        'Glucoside surfactants are known for being mild, and the glycerin in the formula helps hands stay comfortable rather than tight. Even so, for a long session at the sink, a pair of dish gloves is kind to your skin whatever soap you use.',
        'The bottle is glass and made to be kept by the sink. When it runs low, the 3-liter refill box fills it six more times, saves about $8 on average per refill and uses around 75% less plastic than buying new bottles.',
      ],
    },
  ],
  faq: [
    {
      question: 'Why does plant-based dish soap seem to foam less?',
      answer:
        'Foam is mostly air and is not a measure of cleaning power. If the suds vanish quickly, the water is full of grease: change the water rather than adding more soap.',
    },
    {
      question: 'Can I use it in my dishwasher?',
      answer: 'No. It is made for washing by hand, and its foam can cause a dishwasher to overflow or leak.',
    },
    {
      question: 'Is it safe for cast iron and non-stick pans?',
      answer:
        'Yes. Use a drop of soap and a soft brush, rinse, and dry straight away. Do not leave cast iron soaking in water.',
    },
    {
      question: 'Does it disinfect?',
      answer:
        'It is a cleaner, not a disinfectant. Washing with soap and warm water lifts grease, food and germs off the surface so the rinse can carry them away; drying dishes well afterwards helps too.',
    },
    {
      question: 'How long does a bottle last?',
      answer: 'About two to three months at a busy sink, using a teaspoon per sink of water.',
    },
  ],
  internalLinks: [
    { url: '/products/dish-soap-no-42', anchor: 'Dish Soap No. 42 Herbal Sanctuary' },
    { url: '/products/hand-soap-no-42', anchor: 'Hand Soap No. 42 for the same sink' },
    { url: '/products/surface-spray-no-42', anchor: 'Surface Spray No. 42 for counters' },
    { url: '/refills', anchor: 'Refill your dish soap bottle' },
  ],
  cta: {
    text: 'Put a plant-based dish soap to the test on tonight’s pans.',
    url: '/products/dish-soap-no-42',
    label: 'Shop Dish Soap No. 42',
  },
};
