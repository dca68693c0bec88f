import { JournalArticle } from '../journal-article';

export const simpleSwapsForALowWasteHome: JournalArticle = {
  slug: 'simple-swaps-for-a-low-waste-home',
  title: 'Simple Swaps for a Low-Waste Home',
  datePublished: '2025-10-20',
  dateModified: '2025-10-24',
  metaTitle: 'Simple Swaps for a Low-Waste Home | Natural House',
  metaDescription:
    'Low waste starts with what you use up fastest. Easy swaps at the sink, in the cleaning cupboard and for home fragrance, and how to see the difference they make.',
  heroImage: '/public-objects/journal/simple-swaps-for-a-low-waste-home.webp',
  heroImageAlt: 'Glass soap bottles, cotton cloths and a candle jar holding brushes on an open kitchen shelf',
  quickReadSummary:
    'Use up what you have, then replace the things you finish fastest with something refillable: soap at the sink first, then a multi-surface spray and cloths, then home fragrance. Keep glass bottles and refill them from a 3-liter box to cut plastic by around 75% and save about $8 per refill. Small, steady habits beat a one-day overhaul.',
  sections: [
    {
      heading: 'Start with what you already own',
      paragraphs: [
        'A low-waste home is not something you can buy in one go, and it should not start with a cupboard full of new containers. The greenest bottle is usually the one you already have. Use up the cleaners and soaps on your shelves first, and when each one runs out, ask whether its replacement could be something you keep and refill rather than something you throw away.',
        'Think in terms of what you get through fastest. A hand soap at a busy sink is finished every two to three months; a can of furniture polish might last years. Swapping the things you replace most often makes the biggest difference for the least effort, so that is where the list below begins.',
      ],
    },
    {
      heading: 'At the sink: keep the bottle, refill the soap',
      paragraphs: [
        'Hand soap and dish soap are the easiest swaps in the house. Choose a bottle you are happy to look at every day, glass with a sturdy pump for instance, and refill it instead of replacing it. A 3-liter refill box fills a 16 oz bottle six times, and at the usual pace of two to three months per bottle, one box of hand soap covers a single sink for well over a year.',
        'The difference adds up. Refilling uses around 75% less plastic than buying new bottles, which comes to about 270 grams of plastic a year for a typical household, and each refill saves about $8 on average. Plant-based formulas are worth choosing at the same time: they clean just as well, and their surfactants break down readily once they go down the drain.',
      ],
    },
    {
      heading: 'In the cleaning cupboard: one good spray and a cloth',
      paragraphs: [
        'Most homes collect a separate cleaner for every surface, each in its own plastic bottle. For everyday cleaning, one multi-surface spray handles counters, tables, sealed stone and glass, and it can live in a refillable glass bottle too. Spray, wait a few seconds and wipe; test first on unsealed wood or natural stone.',
        'Pair it with washable cotton cloths instead of paper towels. Keep a small stack in a drawer, drop the used ones in with the towels on laundry day, and cut old T-shirts into squares for the messiest jobs. A wooden dish brush with a replaceable head, rather than a new plastic scrubber every month, finishes off the cupboard.',
      ],
    },
    {
      heading: 'Scent without the waste',
      paragraphs: [
        'Home fragrance is easy to overlook, but aerosol cans and plug-in cartridges are some of the most wasteful things in many homes. A room mist in a glass bottle with a fine-mist pump does the same job with no propellant, and it can be refilled from a box like the soaps. Once opened, a mist stays fresh for six to eight months, so buy for the way you actually use it.',
        'For candles, choose soy wax in a jar worth keeping. Look after the candle and you get every hour you paid for: an 8 oz soy candle gives about 40 to 60 hours if you let the first burn reach the edges, trim the wick to 5 mm each time, and stop when 1 cm of wax is left. Then wash the jar with warm soapy water and give it a second life holding pens, brushes or cuttings.',
      ],
    },
    {
      heading: 'Small habits that add up',
      paragraphs: [
        'Pick a refill day, once a month for example, when you top up every bottle in the house at once. It takes ten minutes, you notice what is running low before it runs out, and you are never tempted to buy a new bottle in a hurry.',
        'Store things so they last: keep boxes and bottles closed, upright and out of the sun, and dry bottles thoroughly before refilling them. Buy scents you love rather than novelties you will not finish. And resist the urge to replace everything at once. Swapping one thing at a time, as it runs out, is cheaper, wastes nothing, and turns into habit far more reliably.',
      ],
    },
    {
      heading: 'See the difference you are making',
      paragraphs: [
        'It helps to keep count. Every bottle you refill instead of replacing is a bottle and pump that never reach the trash, and together our customers have already saved more than 12,000 bottles this way. At home, try keeping a simple tally inside the cupboard door for a year. Most people are surprised at how quickly the marks add up.',
      ],
    },
  ],
  faq: [
    {
      question: 'Where should I start?',
      answer:
        'With whatever you use up fastest. For most homes that is hand soap at the busiest sink, followed by dish soap: switch each to a refillable bottle when the current one runs out.',
    },
    {
      question: 'Is a glass bottle really better than plastic?',
      answer:
        'Glass pays off through reuse. A bottle you keep for years and refill from a 3-liter box replaces many plastic bottles; a glass bottle used once and thrown away does not.',
    },
    {
      question: 'Do low-waste products cost more?',
      answer:
        'The first bottle costs about the same as any quality product. After that you buy only the refill, which saves about $8 on average each time.',
    },
    {
      question: 'What can I do with an empty candle jar?',
      answer:
        'Scoop out the last of the wax, wash the jar in warm soapy water and reuse it for pens, makeup brushes, cotton swabs or cuttings.',
    },
    {
      question: 'Does refilling really make a difference?',
      answer:
        'Yes. Refilling uses around 75% less plastic than buying new bottles, about 270 grams per household each year, and our customers have saved more than 12,000 bottles so far.',
    },
  ],
  internalLinks: [
    { url: '/products/hand-soap-no-42', anchor: 'Hand Soap No. 42 in a refillable glass bottle' },
    { url: '/products/dish-soap-no-42', anchor: 'Dish Soap No. 42' },
    { url: '/products/surface-spray-no-42', anchor: 'Surface Spray No. 42 for every counter' },
    { url: '/products/soy-wax-candle-no-42', anchor: 'Soy Wax Candle No. 42 in a keepable jar' },
    { url: '/refills', anchor: 'Start refilling' },
  ],
  cta: {
    text: 'Make your next bottle the last one you buy.',
    url: '/refills',
    label: 'Start Refilling',
  },
};
