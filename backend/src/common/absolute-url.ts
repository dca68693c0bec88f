/** A site path resolved against PUBLIC_BASE_URL (kept as it is when already an absolute http(s) URL). */
export function absoluteUrl(publicBaseUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicBaseUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
