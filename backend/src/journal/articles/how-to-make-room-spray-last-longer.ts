import { JournalArticle } from '../journal-article';

export const howToMakeRoomSprayLastLonger: JournalArticle = {
  slug: 'how-to-make-room-spray-last-longer',
  title: 'How to Make Room Spray Last Longer',
  datePublished: '2025-10-17',
  dateModified: '2025-10-22',
  metaTitle: 'How to Make Room Spray Last Longer | Natural House',
  metaDescription:
    'Where you mist, when you mist and how you store the bottle decide how long a room spray lingers. Habits that make every spray, and every bottle, go further.',
  heroImage: '/public-objects/journal/how-to-make-room-spray-last-longer.webp',
  heroImageAlt: 'A glass room mist bottle on a sunlit shelf beside a folded linen throw',
  quickReadSummary:
    'Mist two or three times into the air above head height, in the path of moving air but away from vents and open windows. Spray after cleaning and after a shower, layer the same scent with a candle, and keep the bottle sealed in a cool, dark place: once opened it stays fresh for six to eight months. When it runs low, refill it rather than replacing it.',
  sections: [
    {
      heading: 'Why a scent fades in the first place',
      paragraphs: [
        'A room mist is mostly water and plant-derived alcohol carrying a blend of essential oils and natural aroma compounds. The alcohol breaks the blend into a fine cloud and then evaporates within seconds. What stays behind are the aroma molecules themselves, and they do not all behave alike. The lightest ones, such as citrus peel, eucalyptus, spearmint and bergamot, are what you smell first and what disappears first. Heart notes like rosemary, chamomile and lemongrass follow them, and the heavy base notes (cedarwood, vetiver, vanilla and sandalwood) are the ones still there an hour later.',
        'So “making room spray last longer” really means two things: helping each spritz linger in the room, and helping the bottle itself go further. The habits below cover both, and almost none of them involve spraying more. Most of them mean spraying less, in a better place, at a better moment.',
      ],
    },
    {
      heading: 'Spray where the air will carry it',
      paragraphs: [
        'Mist two or three times into the open air, above head height, and let the droplets drift down through the room. Fragrance travels on moving air, so a spot near a doorway or in the hallway everyone walks through spreads the scent further than a corner behind the sofa. What you want is gentle movement, not a gale: spraying straight at a heating vent, a fan or an open window sends the scent out of the room before anyone notices it.',
        'Soft furnishings do hold scent, which is why so many people spray curtains and cushions. Be careful here. The alcohol and essential oils in a mist can mark silk, polished wood and some finishes, which is why our label asks you to keep the spray away from wood and fabric. If you want a hint of scent on your bedding, mist the air above the bed from arm’s length and let it settle rather than soaking the pillowcase. A lightly scented room that you refresh now and then is nicer to live in than a heavy cloud that is gone within the hour.',
      ],
    },
    {
      heading: 'Time it to the room',
      paragraphs: [
        'Scent reads strongest in a room that is clean and still. Mist after you have wiped the counters, not before, so the fragrance is not competing with the smell of cooking or cleaning. The bathroom after a shower is the ideal moment: the air is warm and a little humid, and humidity helps aroma molecules hang in the air for longer. In the living room, a few sprays about ten minutes before guests arrive give the sharp top notes time to soften into the heart of the blend.',
        'It also helps to match the scent to the hour. Bright profiles such as No. 62 Lemon Verbena lift a kitchen in the morning but fade fastest, because citrus notes are light. Warmer blends such as No. 09 Pumpkin Spice and No. 92 Lavender Vanilla rest on vanilla, tonka and sandalwood, so they naturally stay longer in the evening. No. 42 Herbal Sanctuary sits between the two: fresh eucalyptus and spearmint at the start, with cedarwood and vetiver that hold on well after the first minutes.',
      ],
    },
    {
      heading: 'Store the bottle so the scent stays true',
      paragraphs: [
        'Essential oils are sensitive to heat, light and air. Once opened, a bottle of room mist stays fresh for six to eight months if you keep it away from sunny windowsills, radiators and the steamy shelf above the bath. A cupboard or a shaded shelf is ideal. Keep the pump clean and screwed on firmly, so that the alcohol does not slowly evaporate and leave the blend unbalanced.',
        'If a bottle starts to smell flat, sharper than you remember or faintly sour, the oils have oxidized and it is time for a fresh fill. This is also a good reason not to stockpile open bottles: a bottle you open when you need it is always at its best.',
      ],
    },
    {
      heading: 'Layer the scent instead of spraying more',
      paragraphs: [
        'The most effective way to stretch a room mist is to let it share the work. A candle in the same scent, burning through the evening, sets a steady background, and two sprays of mist refresh it in seconds when the room fills with people or cooking. Our Soy Wax Candle No. 42 and Room Mist No. 42 were blended to sit together in exactly this way. The same scent in a hand soap by the sink adds one more quiet layer through the day.',
        'Never mist toward a lit candle or any open flame: the mist is flammable until it has settled and dried. Spray first, wait a minute, then light the wick. Layering like this means two or three sprays do the job that used to take six, and the bottle lasts noticeably longer as a result.',
      ],
    },
    {
      heading: 'Make the bottle last: refill it instead of replacing it',
      paragraphs: [
        'Our room mist comes in a 16 oz glass bottle with a fine-mist pump and no aerosol propellant, and it is made to be kept. When it runs low, top it up from the 3-liter refill box, which refills six bottles. Each refill saves about $8 on average compared with buying a new bottle and uses around 75% less plastic; over a year, a household that refills its liquids saves about 270 grams of plastic.',
        'Before refilling, rinse the bottle with warm water, let it dry upside down and check that the pump sprays freely. Old and new batches then do not mix, and every fill smells the way it should.',
      ],
    },
  ],
  faq: [
    {
      question: 'How many sprays should I use?',
      answer:
        'Two or three sprays into the air above head height are enough for an average room; a large open-plan space may take four. More than that mostly overwhelms the top notes, and they fade just as quickly.',
    },
    {
      question: 'Can I spray room mist on my bedding or curtains?',
      answer:
        'Avoid spraying fabric directly, especially silk, and keep the mist away from polished wood. For bedding, mist the air above the bed from arm’s length at bedtime and let it settle.',
    },
    {
      question: 'How long does an opened bottle stay fresh?',
      answer: 'Six to eight months after opening, if you keep it sealed and away from heat and sunlight.',
    },
    {
      question: 'Is it safe to use room mist and candles together?',
      answer:
        'Yes, and the same scent in both layers beautifully. The mist is flammable while wet, so spray first, let it settle and dry, and only then light the candle. Never spray toward a flame.',
    },
    {
      question: 'Why does the scent disappear faster in winter?',
      answer:
        'Heating dries the air, and warm air rising from radiators carries fragrance away. Mist away from heat sources; a slightly more humid room holds scent for longer.',
    },
  ],
  internalLinks: [
    { url: '/products/room-mist-no-42', anchor: 'Room Mist No. 42 Herbal Sanctuary' },
    { url: '/products/soy-wax-candle-no-42', anchor: 'Soy Wax Candle No. 42, for layering' },
    { url: '/refills', anchor: 'How the 3-liter refill box works' },
  ],
  cta: {
    text: 'Find the scent you will want to keep refilling.',
    url: '/products/room-mist-no-42',
    label: 'Shop Room Mist No. 42',
  },
};
