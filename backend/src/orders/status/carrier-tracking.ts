/** The carrier's public tracking page for a tracking number (UPS is the shop's only carrier). */
export function trackingUrl(carrier: string, trackingNumber: string | null): string | null {
  if (!trackingNumber) return null;
  if (carrier.toUpperCase() === 'UPS')
    return `https://www.ups.com/track?tracknum=${encodeURIComponent(trackingNumber)}`;
  return null;
}
