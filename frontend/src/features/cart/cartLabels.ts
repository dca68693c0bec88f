/** The drawer's subtitle, worded exactly as docs/product.md, Screens, gives it ('N item(s) in your cart'). */
export function itemCountText(count: number): string {
  return count === 0 ? 'Your cart is empty' : `${count} item(s) in your cart`;
}
