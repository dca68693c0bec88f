/** The four main sections (header and mobile menu). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/refills', label: 'Refills' },
  { to: '/journal', label: 'Journal' },
] as const;

export const LEARN_LINKS = [
  { to: '/products', label: 'Products' },
  { to: '/refills', label: 'Refills' },
  { to: '/journal', label: 'Journal' },
  { to: '/orders/status', label: 'Track your order' },
] as const;

/** How to reach the shop and its policies (footer). */
export const HELP_LINKS = [
  { to: '/contact', label: 'Contact us' },
  { to: '/privacy', label: 'Privacy policy' },
  { to: '/terms', label: 'Terms of sale' },
  { to: '/shipping-returns', label: 'Shipping & returns' },
] as const;

/** Sister brands' sites (open in a new tab). Replace the addresses with the real ones before launch. */
export const SISTER_BRANDS = [
  { href: 'https://www.naturalhouseapothecary.com', label: 'Natural House Apothecary' },
  { href: 'https://www.dollyslinenandlather.com', label: "Dolly's Linen & Lather" },
  { href: 'https://www.hearthandharvestcandle.com', label: 'Hearth & Harvest Candle Co.' },
] as const;

export const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/naturalhouse', network: 'Instagram' },
  { href: 'https://www.tiktok.com/@naturalhouse', network: 'TikTok' },
  { href: 'https://www.pinterest.com/naturalhouse', network: 'Pinterest' },
  { href: 'https://www.facebook.com/naturalhouse', network: 'Facebook' },
] as const;

/**
 * The unlabeled footer dots (docs/product.md, Screens: three, plus the sales dashboard); their accessible names say
 * where they go.
 */
export const ADMIN_LINKS = [
  { to: '/admin-promo-codes', label: 'Staff: promo codes' },
  { to: '/admin-products', label: 'Staff: products' },
  { to: '/admin-orders', label: 'Staff: orders' },
  { to: '/admin', label: 'Staff: sales dashboard' },
] as const;
