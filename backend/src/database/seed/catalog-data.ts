import type { Scent as SiteScent } from '@shop/site';
import { SCENTS as SITE_SCENTS } from '../../common/site';

/**
 * The demo catalogue: five formats in four scents (20 products). The 3-litre refill box is sold as the
 * 'Refill Box' size of every liquid (priced at refillPrice), not as a separate product; see docs/catalogue.md.
 */
export interface SeedProduct {
  name: string;
  slug: string;
  description: string;
  price: string;
  refillPrice: string | null;
  category: string;
  image: string;
  imageUrl: string | null;
  images: string[];
  sizes: string[];
  fragranceFamily: string;
  topNotes: string;
  heartNotes: string;
  baseNotes: string;
  ritual: string;
  ingredients: string;
  sustainability: string;
  safety: string;
  scentNumber: string;
  availableScents: string[];
  burnTime: string | null;
  wickType: string | null;
}

/** What the seed writes about a scent besides its number and name (those come from the shared list, @shop/site). */
interface ScentProfile {
  family: string;
  top: string;
  heart: string;
  base: string;
  mood: string;
}

interface Scent extends SiteScent, ScentProfile {}

const SCENT_PROFILES: Record<string, ScentProfile> = {
  '09': {
    family: 'Warm Gourmand',
    top: 'Cinnamon bark, Clove bud',
    heart: 'Roasted pumpkin, Nutmeg',
    base: 'Vanilla bean, Tonka',
    mood: 'a kitchen on the first cold evening of autumn',
  },
  '42': {
    family: 'Green Herbal',
    top: 'Eucalyptus, Spearmint',
    heart: 'Rosemary, Clary sage',
    base: 'Cedarwood, Vetiver',
    mood: 'a walk through a kitchen garden after rain',
  },
  '62': {
    family: 'Bright Citrus',
    top: 'Lemon peel, Lemon verbena',
    heart: 'Lemongrass, Sweet basil',
    base: 'Pale woods, Oakmoss accord',
    mood: 'an open window on a summer morning',
  },
  '92': {
    family: 'Soft Floral',
    top: 'French lavender, Bergamot',
    heart: 'Chamomile, Jasmine petals',
    base: 'Vanilla, Sandalwood',
    mood: 'clean linen and a quiet evening',
  },
};

export const SCENTS: Scent[] = SITE_SCENTS.map((scent) => {
  if (!Object.hasOwn(SCENT_PROFILES, scent.number)) throw new Error(`No seed profile for scent No. ${scent.number}`);
  return { ...scent, ...SCENT_PROFILES[scent.number] };
});

export const SCENT_NUMBERS = SCENTS.map((s) => s.number);

interface Format {
  key: string;
  label: string;
  category: string;
  price: string;
  /** Price of the 3-litre box; chosen so each refilled bottle costs about $8 less than a new one. */
  refillPrice: string | null;
  sizes: string[];
  describe: (scent: Scent) => string;
  ritual: string;
  ingredients: string;
  sustainability: string;
  safety: string;
  burnTime: string | null;
  wickType: string | null;
}

const REFILL_NOTE =
  'The 3-liter refill box refills six 16 oz bottles and saves about 270 grams of plastic per household each year compared with buying new bottles.';

const FORMATS: Format[] = [
  {
    key: 'hand-soap',
    label: 'Hand Soap',
    category: 'Hand Soap',
    price: '18.00',
    refillPrice: '60.00',
    sizes: ['16 oz', 'Refill Box'],
    describe: (s) =>
      `A gentle plant-based liquid hand soap scented with No. ${s.number} ${s.name}, ${s.mood}. It lathers softly, rinses clean and leaves hands comfortable rather than tight. One 16 oz bottle lasts a busy sink about two to three months.`,
    ritual:
      'Wet hands, press the pump once or twice, work the lather for twenty seconds, then rinse. Refill the glass bottle from the refill box when it runs low.',
    ingredients:
      'Water, potassium cocoate and oleate (saponified coconut and olive oils), vegetable glycerin, aloe leaf juice, essential oils and natural aroma compounds, citric acid, sodium benzoate. No sulfates, parabens or synthetic dyes.',
    sustainability: `Amber glass bottle with a metal pump made to be kept. ${REFILL_NOTE}`,
    safety:
      'For external use only. Avoid contact with eyes; if it happens, rinse with plenty of water. Keep out of reach of children.',
    burnTime: null,
    wickType: null,
  },
  {
    key: 'dish-soap',
    label: 'Dish Soap',
    category: 'Dish Soap',
    price: '16.00',
    refillPrice: '48.00',
    sizes: ['16 oz', 'Refill Box'],
    describe: (s) =>
      `A concentrated plant-based dish soap in No. ${s.number} ${s.name} that cuts grease on pans and glassware without a harsh chemical smell. A small squeeze does a full sink, so a 16 oz bottle lasts about two to three months.`,
    ritual:
      'Add a teaspoon to a sink of warm water, or a drop straight onto a damp brush for a single pan. Rinse dishes in clear water.',
    ingredients:
      'Water, decyl glucoside and coco glucoside (plant-derived surfactants), sodium citrate, vegetable glycerin, essential oils and natural aroma compounds, citric acid, sodium benzoate. No phosphates, sulfates or synthetic dyes.',
    sustainability: `Readily biodegradable surfactants, a glass bottle to keep at the sink. ${REFILL_NOTE}`,
    safety: 'Avoid contact with eyes. Not for use in dishwashers. Keep out of reach of children.',
    burnTime: null,
    wickType: null,
  },
  {
    key: 'surface-spray',
    label: 'Surface Spray',
    category: 'Surface Spray',
    price: '14.00',
    refillPrice: '36.00',
    sizes: ['16 oz', 'Refill Box'],
    describe: (s) =>
      `An everyday multi-surface spray in No. ${s.number} ${s.name} for counters, tables, sealed stone and glass. It lifts fingerprints, crumbs and spills and dries without streaks or residue.`,
    ritual:
      'Spray onto the surface, wait a few seconds, then wipe with a damp cloth. Test first on unsealed wood or natural stone.',
    ingredients:
      'Water, ethanol from sugar cane, decyl glucoside, sodium citrate, essential oils and natural aroma compounds, citric acid. No ammonia, bleach or synthetic dyes.',
    sustainability: `A sturdy glass spray bottle meant to be refilled for years. ${REFILL_NOTE}`,
    safety: 'Do not spray toward eyes or face. Do not mix with other cleaners. Keep out of reach of children.',
    burnTime: null,
    wickType: null,
  },
  {
    key: 'room-mist',
    label: 'Room Mist',
    category: 'Room Mist',
    price: '22.00',
    refillPrice: '84.00',
    sizes: ['16 oz', 'Refill Box'],
    describe: (s) =>
      `An aromatherapy room mist in No. ${s.number} ${s.name} that brings ${s.mood} into any room in a few sprays. A fine mist that settles quickly, with no aerosol propellant.`,
    ritual:
      'Mist two or three times into the air, above head height, away from wood and fabric. Use after cleaning, before guests arrive, or on pillows from a distance at bedtime.',
    ingredients:
      'Water, ethanol from sugar cane, essential oils and natural aroma compounds, polysorbate 20 (plant-derived solubiliser). No phthalates or propellants.',
    sustainability: `Glass mist bottle with a fine-mist pump, no aerosol can. ${REFILL_NOTE} Once opened, the scent stays fresh for six to eight months.`,
    safety:
      'Flammable while wet: keep away from open flames. Do not spray on skin, polished wood or silk. Keep out of reach of children and pets.',
    burnTime: null,
    wickType: null,
  },
  {
    key: 'soy-wax-candle',
    label: 'Soy Wax Candle',
    category: 'Candle',
    price: '34.00',
    refillPrice: null,
    sizes: ['8 oz'],
    describe: (s) =>
      `A hand-poured soy wax candle in No. ${s.number} ${s.name}, made in small batches. It fills a room with ${s.mood} and burns clean and even in a reusable glass jar.`,
    ritual:
      'On the first burn, let the wax melt to the edges of the jar (about two hours). Trim the wick to 5 mm before every burn and burn no longer than four hours at a time.',
    ingredients:
      'Soy wax, essential oils and natural aroma compounds, cotton wick. No paraffin, no lead-core wick, no synthetic dyes.',
    sustainability:
      'Renewable soy wax and a cotton wick. When the candle is finished, clean the glass jar with warm soapy water and keep it for pens, brushes or cuttings.',
    safety:
      'Never leave a burning candle unattended. Keep away from drafts, children, pets and anything that can catch fire. Stop burning when 1 cm of wax remains.',
    burnTime: 'Approximately 45-50 hours',
    wickType: 'Lead-free cotton wick',
  },
];

export function buildCatalog(): SeedProduct[] {
  const products: SeedProduct[] = [];
  for (const format of FORMATS) {
    for (const scent of SCENTS) {
      const base = `/public-objects/products/${format.key}-${scent.number}`;
      products.push({
        name: `${format.label} No. ${scent.number}`,
        slug: `${format.key}-no-${scent.number}`,
        description: format.describe(scent),
        price: format.price,
        refillPrice: format.refillPrice,
        category: format.category,
        image: `${base}.webp`,
        imageUrl: null,
        images: [`${base}.webp`, `/public-objects/lifestyle/${format.key}-${scent.number}.webp`],
        sizes: format.sizes,
        fragranceFamily: scent.family,
        topNotes: scent.top,
        heartNotes: scent.heart,
        baseNotes: scent.base,
        ritual: format.ritual,
        ingredients: format.ingredients,
        sustainability: format.sustainability,
        safety: format.safety,
        scentNumber: scent.number,
        availableScents: SCENT_NUMBERS,
        burnTime: format.burnTime,
        wickType: format.wickType,
      });
    }
  }
  return products;
}

/** The format keys, for the artwork script and tests. */
export const FORMAT_KEYS = FORMATS.map((f) => f.key);
