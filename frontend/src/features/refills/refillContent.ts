/** The refill hub's figures (docs/product.md, Constants; 75%, not 80%, everywhere: docs/content.md). */
export const REFILL_STATISTICS = [
  { value: '75%', label: 'less plastic' },
  { value: '$8', label: 'average saving per refill' },
  { value: '12K+', label: 'bottles saved' },
] as const;

/** How a refill goes, in the order a shopper does it. */
export const REFILL_STEPS = [
  {
    title: 'Keep your bottle',
    text: 'Start with one of our 16 oz glass bottles. It is made to be refilled, not thrown away.',
  },
  {
    title: 'Order a refill box',
    text: 'One 3-liter box of hand soap, dish soap, surface spray or room mist fills your bottle six times.',
  },
  { title: 'Rinse and pour', text: 'Rinse the bottle, let it dry, pour slowly from the box and put the pump back on.' },
  { title: 'Store and repeat', text: 'Close the box and keep it somewhere cool and dark until the next top-up.' },
] as const;
