// The one-line cart both storefront sections put in the browser (localStorage, and the cart cookie for Lighthouse) before /checkout.
export const CART = [
  {
    productId: 1,
    productName: 'Hand Soap No. 09',
    size: '16 oz',
    quantity: 1,
    price: '18.00',
    image: '/public-objects/products/hand-soap-09.webp',
  },
];
