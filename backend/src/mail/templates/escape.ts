const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value a customer or operator typed goes through this before it reaches a template's markup. */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** One line of plain text: line breaks and other control characters become spaces (subjects, names in headers). */
export function oneLine(value: string | null | undefined): string {
  return (
    String(value ?? '')
      // eslint-disable-next-line no-control-regex -- control characters are what is being replaced
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** An http(s) link safe to put in href; anything else (javascript:, data:) becomes the fallback. */
export function safeUrl(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}
