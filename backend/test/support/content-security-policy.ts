/** A Content-Security-Policy header as directive name → sources. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The payment provider's hosts over HTTPS: www.paypal.com, *.paypal.com, *.paypalobjects.com (and their subdomains). */
const PAYPAL_HOST = /^https:\/\/(\*\.|([a-z0-9-]+\.)+)?(paypal|paypalobjects)\.com$/;

/**
 * Every source that lets the page reach something other than the shop itself and the payment provider: allowed are
 * 'self', 'none', data: in img-src and font-src, 'unsafe-inline' in style-src, PayPal hosts, and in script-src the
 * hashes of the shop's own inline scripts given in `scriptHashes`. Returns "directive source" strings, empty when the
 * policy is tight.
 */
export function cspViolations(header: string, scriptHashes: readonly string[] = []): string[] {
  const violations: string[] = [];
  for (const [directive, sources] of parseCsp(header)) {
    for (const source of sources) {
      const allowed =
        source === "'self'" ||
        source === "'none'" ||
        (source === 'data:' && (directive === 'img-src' || directive === 'font-src')) ||
        (source === "'unsafe-inline'" && directive === 'style-src') ||
        (directive === 'script-src' && scriptHashes.includes(source)) ||
        PAYPAL_HOST.test(source);
      if (!allowed) violations.push(`${directive} ${source}`);
    }
  }
  return violations;
}
