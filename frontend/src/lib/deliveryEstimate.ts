/** A method's delivery estimate as the checkout and the Shipping & Returns page say it: '3–5 business days', '1 business day'. */
export function deliveryEstimate(min: number, max: number): string {
  const days = min === max ? `${min}` : `${min}–${max}`;
  return `${days} business ${max === 1 ? 'day' : 'days'}`;
}
