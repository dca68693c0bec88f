// Section "Storefront (Lighthouse)": filled in once the storefront (issue 5) is on main.
export default {
  id: 'lighthouse',
  title: 'Storefront (Lighthouse)',
  needsShop: false,
  async run() {
    throw new Error(
      'not measured yet: the React storefront (issue 5) is not on this branch. A follow-up runs Lighthouse 12 (mobile preset, ' +
        'CHROME_PATH=/usr/bin/chromium, median of 3) on /, /products, /products/hand-soap-no-42, /journal/refills-101 and /checkout ' +
        'with a cart. Targets: performance ≥ 90, accessibility 100, best practices ≥ 95, SEO 100 (checkout and admin excepted), CLS < 0.05.',
    );
  },
};
