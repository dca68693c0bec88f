/** An element of a parsed XML document: enough of XML to check a sitemap without a parser package. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities decoded. */
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string, where: string): string {
  if (text.includes('<')) throw new Error(`raw "<" in ${where}`);
  return text.replace(/&([^;\s]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new Error(`unterminated entity "${whole}" in ${where}`);
    if (ref in ENTITIES) return ENTITIES[ref];
    if (/^#\d+$/.test(ref)) return String.fromCodePoint(Number(ref.slice(1)));
    if (/^#x[0-9a-f]+$/i.test(ref)) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    throw new Error(`unknown entity "&${ref};" in ${where}`);
  });
}

function parseAttributes(source: string, tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const rest = source.replace(
    new RegExp(`\\s+(${NAME})\\s*=\\s*("([^"]*)"|'([^']*)')`, 'g'),
    (_m, name: string, _q, dq?: string, sq?: string) => {
      if (name in attributes) throw new Error(`duplicate attribute ${name} on <${tag}>`);
      attributes[name] = decode(dq ?? sq ?? '', `attribute ${name} of <${tag}>`);
      return '';
    },
  );
  if (rest.trim() !== '') throw new Error(`malformed attributes on <${tag}>: "${rest.trim()}"`);
  return attributes;
}

/**
 * Checks that `xml` is well-formed (one root, every tag closed in order, quoted attributes, only known entities,
 * no stray "<" or "&") and returns its root element. Throws an Error naming the first problem.
 */
export function parseXmlDocument(xml: string): XmlElement {
  const tokens = /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<\/?[^>]*>|[^<]+|</g;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let seenDeclaration = false;
  for (const [token] of xml.matchAll(tokens)) {
    if (token.startsWith('<?')) {
      if (root || stack.length || seenDeclaration || xml.indexOf(token) !== 0)
        throw new Error('the XML declaration must come first, once');
      seenDeclaration = true;
    } else if (token.startsWith('<!--')) {
      continue;
    } else if (token.startsWith('</')) {
      const name = token.slice(2, -1).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes ${open ? `<${open.name}>` : 'nothing'}`);
    } else if (token.startsWith('<')) {
      const match = new RegExp(`^<(${NAME})([\\s\\S]*?)(/?)>$`).exec(token);
      if (!match) throw new Error(`malformed tag ${token}`);
      const element: XmlElement = {
        name: match[1],
        attributes: parseAttributes(match[2], match[1]),
        children: [],
        text: '',
      };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new Error(`second root element <${element.name}>`);
      else root = element;
      if (!match[3]) stack.push(element);
    } else {
      const parent = stack[stack.length - 1];
      if (!parent) {
        if (token.trim() !== '') throw new Error(`text outside the root element: "${token.trim().slice(0, 40)}"`);
        continue;
      }
      parent.text += decode(token, `<${parent.name}>`);
    }
  }
  if (stack.length) throw new Error(`<${stack[stack.length - 1].name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}
