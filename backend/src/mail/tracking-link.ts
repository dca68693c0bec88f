/** The public tracking page of the carriers we know; an unknown carrier gets no link rather than a wrong one. */
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${n}`,
};

export function carrierTrackingUrl(carrier: string, trackingNumber: string | null): string | null {
  if (!trackingNumber) return null;
  const name = carrier.trim().toLowerCase();
  // The carrier is staff's text: a name like `constructor` must not reach Object.prototype's member.
  const page = Object.hasOwn(TRACKING_PAGES, name) ? TRACKING_PAGES[name] : undefined;
  return page ? page(encodeURIComponent(trackingNumber.trim())) : null;
}
