import { JournalArticle } from '../journal-article';

export const roomSprayVsDiffuserVsCandle: JournalArticle = {
  slug: 'room-spray-vs-diffuser-vs-candle',
  title: 'Room Spray vs. Diffuser vs. Candle: Which Is Right for Your Home?',
  datePublished: '2025-10-18',
  dateModified: '2025-10-18',
  metaTitle: 'Room Spray vs. Diffuser vs. Candle | Natural House',
  metaDescription:
    'Instant, constant or atmospheric: how room sprays, diffusers and candles differ in strength, cost, safety and waste, with a room-by-room guide to choosing.',
  heroImage: '/public-objects/journal/room-spray-vs-diffuser-vs-candle.webp',
  heroImageAlt: 'A lit soy wax candle, a room mist bottle and a reed diffuser side by side on a wooden table',
  quickReadSummary:
    'A room spray is instant and on demand but fades within the hour. A diffuser gives steady background scent that your nose soon stops noticing. A candle adds light and ritual, and an 8 oz soy candle gives about 40 to 60 hours of burning, but it needs watching. Most homes are best served by a mix: mist for quick refreshes, a candle for evenings.',
  sections: [
    {
      heading: 'Three ways to scent a room',
      paragraphs: [
        'Every home fragrance does the same basic job, releasing aroma molecules into the air, but the way it does it changes how the scent feels. A room spray puts a burst of fragrance into the air all at once. A diffuser releases a little, continuously, for weeks. A candle warms its wax into a liquid pool, and the scent rises from that pool as long as the wick is lit.',
        'None of them is simply better than the others. They suit different rooms, different moments and different households, and the real choice is which one fits the way you live. Here is how they compare, honestly, including the one we do not make.',
      ],
    },
    {
      heading: 'Room spray: instant and on your terms',
      paragraphs: [
        'A room spray is the fastest way to change how a room smells. Two or three sprays into the air and the scent is there within seconds. There is no flame and no cable, nothing to switch off, and you can carry the bottle from the bathroom to the hallway to the car. It is the natural choice after cooking, before guests arrive, or in a small room that needs a quick lift.',
        'The trade-off is staying power: a mist is strongest in the first few minutes and usually fades within the hour, faster in a warm or drafty room. Our Room Mist is water, plant-derived alcohol and essential oils in a glass bottle with a fine-mist pump, with no aerosol propellant and no phthalates. Because you only need a few sprays at a time, one 16 oz bottle lasts a long while, and once opened it stays fresh for six to eight months.',
      ],
    },
    {
      heading: 'Diffuser: steady background scent',
      paragraphs: [
        'Diffusers come in two main kinds. Reed diffusers draw scented oil up rattan sticks, which release it slowly into the air. Electric ultrasonic diffusers vibrate water and a few drops of essential oil into a cool, fine vapour. Both give a constant, low level of fragrance without any attention from you, which makes them popular in home offices and hallways.',
        'Their weakness is that same constancy. After twenty minutes or so in a room with a steady scent, your nose adapts and you stop noticing it, although visitors still do. Reed diffusers can be knocked over by pets and children, and many rely on solvents to carry the oil up the reeds. Ultrasonic diffusers need power, regular cleaning and fresh water. We do not make a diffuser, but if you want scent you never have to think about, one can be a reasonable choice.',
      ],
    },
    {
      heading: 'Candle: scent, light and ritual',
      paragraphs: [
        'A candle does something the others cannot: it changes the light as well as the air. The scent builds gradually as the melt pool forms, so a candle suits evenings and slow weekends rather than quick fixes. An 8 oz soy candle gives roughly 40 to 60 hours of burning; our hand-poured Soy Wax Candle is rated at approximately 45 to 50 hours with a lead-free cotton wick, in a glass jar you can keep afterwards.',
        'Candles ask for a little care in return. On the first burn, let the wax melt all the way to the edge of the jar, which takes about two hours, so it does not tunnel. Trim the wick to 5 mm before every burn, burn no longer than four hours at a time, and stop when about 1 cm of wax remains. Never leave a lit candle unattended, and keep it away from drafts, curtains, children and pets.',
      ],
    },
    {
      heading: 'Which should you choose? A room-by-room guide',
      paragraphs: [
        'Kitchen: mist after cooking to clear the air, and light a candle at the table for dinner. Bathroom: a room spray is ideal, and the warm, humid air after a shower helps the scent linger. Living room: a candle for the evening, with a couple of sprays to refresh it when people arrive. Hallway and entrance: a quick mist before guests, since this is the first thing anyone smells.',
        'Bedroom: mist the air from a distance before bed rather than spraying the bedding, and always blow out a candle before you fall asleep. Home office: a diffuser or the occasional spray keeps the room pleasant without a flame you might forget during a long call.',
      ],
    },
    {
      heading: 'Cost and waste, side by side',
      paragraphs: [
        'Cost is easiest to compare for a candle. At $34 for about 45 to 50 hours, our soy candle works out at roughly 70 to 75 cents for every hour it burns. A room spray is harder to put a number on, because it depends on how often you reach for it, but a few sprays a day from a 16 oz bottle goes a long way, and a diffuser is the one that needs steady replacement oil.',
        'On waste, the differences come down to what happens to the container. The candle’s glass jar can be cleaned with warm soapy water and reused for pens, brushes or cuttings. The room mist bottle is meant to be refilled: one 3-liter refill box fills six bottles, saves about $8 on average per refill, and uses around 75% less plastic than buying new bottles.',
      ],
    },
  ],
  faq: [
    {
      question: 'Which one lasts the longest?',
      answer:
        'Per purchase, a candle: an 8 oz soy candle gives about 40 to 60 hours of burning. Per use, a spray lasts minutes to an hour, while a diffuser releases scent continuously for weeks.',
    },
    {
      question: 'Can I use a room spray and a candle at the same time?',
      answer:
        'Yes, and the same scent in both layers well. Spray first and let the mist settle and dry before lighting the candle, because the mist is flammable while wet. Never spray toward a flame.',
    },
    {
      question: 'Are soy candles cleaner than paraffin candles?',
      answer:
        'Soy wax is a renewable plant wax rather than a petroleum product. Any candle can smoke if the wick is too long or the flame sits in a draft, so trim the wick to 5 mm before each burn.',
    },
    {
      question: 'Which is best in a home with pets?',
      answer:
        'Pets are more sensitive to scent than we are. Keep sprays and candles out of their reach, never leave a flame unattended, ventilate the room, and ask your vet if your pet has breathing problems.',
    },
    {
      question: 'Why do I stop smelling my home fragrance after a while?',
      answer:
        'Your nose adapts to a constant smell within minutes. Step outside and come back, or use scent in moments, a spray or an evening candle, rather than all day long.',
    },
  ],
  internalLinks: [
    { url: '/products/room-mist-no-42', anchor: 'Room Mist No. 42 Herbal Sanctuary' },
    { url: '/products/soy-wax-candle-no-42', anchor: 'Soy Wax Candle No. 42' },
    { url: '/refills', anchor: 'Refill your room mist bottle' },
  ],
  cta: {
    text: 'Try the pairing: one scent, two ways, for quick refreshes and long evenings.',
    url: '/products/soy-wax-candle-no-42',
    label: 'Shop Soy Wax Candle No. 42',
  },
};
