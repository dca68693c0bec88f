/**
 * Colours shared by every picture, so products, scenes and brand marks read as one family.
 * Each scent tints its background, label accents and (where the glass is clear) the liquid.
 */
export const NEUTRAL = {
  ink: '#2F3A30',
  inkSoft: '#5B655A',
  cream: '#FBF7EF',
  paper: '#F4EFE6',
  linen: '#E9E1D3',
  stone: '#D8CFC0',
  wood: '#B98D62',
  woodDark: '#8E6644',
  kraft: '#C8A57A',
  kraftDark: '#A98558',
  amber: '#9C531F',
  amberDark: '#6E3612',
  metal: '#CFC9BE',
  metalDark: '#9A9488',
  charcoal: '#3B433C',
  leaf: '#7E9A6B',
  leafDark: '#55704D',
  sky: '#DDE8EE',
  white: '#FFFFFF',
};

export const SCENTS = {
  '09': { name: 'Pumpkin Spice', bg: '#F7E7D8', bg2: '#EED2B9', accent: '#C8693A', deep: '#8A4527', liquid: '#DB8A52' },
  42: {
    name: 'Herbal Sanctuary',
    bg: '#E6EDDF',
    bg2: '#D3DFC7',
    accent: '#7E9A6B',
    deep: '#4B6645',
    liquid: '#A7BD8C',
  },
  62: { name: 'Lemon Verbena', bg: '#F8F1D5', bg2: '#EFE2AA', accent: '#D2B035', deep: '#7F6E18', liquid: '#EAD36B' },
  92: {
    name: 'Lavender Vanilla',
    bg: '#EDE8F4',
    bg2: '#DCD3EA',
    accent: '#9785BF',
    deep: '#5A4B82',
    liquid: '#BDB0DC',
  },
};

export const SCENT_NUMBERS = Object.keys(SCENTS);

/** Product formats in catalogue order; refill-box is the 3-litre box sold as the 'Refill Box' size. */
export const FORMATS = [
  { key: 'hand-soap', label: 'Hand Soap' },
  { key: 'dish-soap', label: 'Dish Soap' },
  { key: 'surface-spray', label: 'Surface Spray' },
  { key: 'room-mist', label: 'Room Mist' },
  { key: 'soy-wax-candle', label: 'Soy Wax Candle' },
  { key: 'refill-box', label: 'Refill Box' },
];

export const SERIF = "'DejaVu Serif', Georgia, 'Times New Roman', serif";
export const SANS = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif";
