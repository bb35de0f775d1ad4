// Allowlist SVG sanitiser: rebuilds an uploaded SVG from safe drawing elements and attributes only.
import { tokenize as tokenizeCss, tokenTypes as cssTokenTypes } from 'css-tree';

import { ImageRejectedError } from './errors';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

/** Elements kept (with their allowlisted attributes). Names are case-sensitive, as in XML. */
const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'use',
  'symbol',
  'marker',
  'title',
  'desc',
  'image',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
]);

/** Harmless wrappers whose own tag is dropped but whose (sanitised) children are kept. */
const UNWRAPPED_ELEMENTS: ReadonlySet<string> = new Set(['a', 'switch']);

/** Elements on which a same-document reference (`href="#id"`) is meaningful. */
const LOCAL_HREF_ELEMENTS: ReadonlySet<string> = new Set([
  'use',
  'linearGradient',
  'radialGradient',
  'pattern',
  'textPath',
  'filter',
]);

const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set([
  // core and accessibility
  'id',
  'class',
  'style',
  'lang',
  'xml:lang',
  'xml:space',
  'role',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-hidden',
  'focusable',
  'version',
  // geometry
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'd',
  'points',
  'pathLength',
  'transform',
  'offset',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'method',
  'spacing',
  'side',
  // paint servers, clipping, masking, markers, filters
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'edgeMode',
  'mode',
  'type',
  'values',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'radius',
  // presentation attributes
  'alignment-baseline',
  'baseline-shift',
  'clip',
  'clip-path',
  'clip-rule',
  'color',
  'color-interpolation',
  'color-interpolation-filters',
  'color-rendering',
  'direction',
  'display',
  'dominant-baseline',
  'fill',
  'fill-opacity',
  'fill-rule',
  'filter',
  'flood-color',
  'flood-opacity',
  'font',
  'font-family',
  'font-size',
  'font-size-adjust',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-weight',
  'image-rendering',
  'isolation',
  'letter-spacing',
  'lighting-color',
  'marker',
  'marker-end',
  'marker-mid',
  'marker-start',
  'mask',
  'mask-type',
  'mix-blend-mode',
  'opacity',
  'overflow',
  'paint-order',
  'pointer-events',
  'shape-rendering',
  'stop-color',
  'stop-opacity',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-anchor',
  'text-decoration',
  'text-rendering',
  'transform-origin',
  'unicode-bidi',
  'vector-effect',
  'visibility',
  'white-space',
  'word-spacing',
  'writing-mode',
]);

const DATA_IMAGE_HREF = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const LOCAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;
const NAME = '[A-Za-z_][\\w.:-]*';
const START_TAG_OPEN = new RegExp(`<(${NAME})`, 'y');
const END_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');
const ATTRIBUTE = /\s+([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const START_TAG_CLOSE = /\s*(\/?)>/y;
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(lt|gt|amp|quot|apos));/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};
// Characters XML 1.0 does not allow in a document.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// Whitespace and control characters a URL or CSS parser may skip over.
// eslint-disable-next-line no-control-regex
const IGNORABLE_CHARACTERS = /[\s\u0000-\u001F\u007F-\u009F\u200B-\u200D\uFEFF]+/g;
const DANGEROUS_VALUE = /(?:javascript|vbscript|livescript):|data:/;
const DANGEROUS_CSS =
  /@import|@font-face|@namespace|expression\(|javascript:|vbscript:|data:|behavior:|-moz-binding|image-set\(|image\(|cross-fade\(|element\(|src\(/;

type Token =
  | { type: 'start'; name: string; attributes: [string, string][]; selfClosing: boolean }
  | { type: 'end'; name: string }
  | { type: 'text'; text: string };

function reject(detail: string): never {
  throw new ImageRejectedError('bad_type', `SVG rejected: ${detail}`);
}

function decodeEntities(value: string): string {
  return value.replace(
    ENTITY,
    (_match, decimal: string | undefined, hex: string | undefined, named: string | undefined) => {
      if (named !== undefined) return NAMED_ENTITIES[named] ?? '';
      const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
      const valid =
        codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : '\uFFFD';
    },
  );
}

function* tokenize(source: string): Generator<Token> {
  let position = 0;
  while (position < source.length) {
    const open = source.indexOf('<', position);
    if (open === -1) {
      yield { type: 'text', text: decodeEntities(source.slice(position)) };
      return;
    }
    if (open > position) {
      yield { type: 'text', text: decodeEntities(source.slice(position, open)) };
    }
    position = open;

    if (source.startsWith('<!--', position)) {
      const close = source.indexOf('-->', position + 4);
      if (close === -1) reject('unterminated comment');
      position = close + 3;
    } else if (source.startsWith('<![CDATA[', position)) {
      const close = source.indexOf(']]>', position + 9);
      if (close === -1) reject('unterminated CDATA section');
      yield { type: 'text', text: source.slice(position + 9, close) };
      position = close + 3;
    } else if (source.startsWith('<!', position)) {
      // DOCTYPE, ENTITY, ELEMENT, ATTLIST ...: never needed by a drawing, the door to entity attacks.
      reject('document type and entity declarations are not allowed');
    } else if (source.startsWith('<?', position)) {
      const close = source.indexOf('?>', position + 2);
      if (close === -1) reject('unterminated processing instruction');
      position = close + 2;
    } else if (source.startsWith('</', position)) {
      END_TAG.lastIndex = position;
      const match = END_TAG.exec(source);
      if (!match?.[1]) reject('malformed end tag');
      yield { type: 'end', name: match[1] };
      position = END_TAG.lastIndex;
    } else {
      START_TAG_OPEN.lastIndex = position;
      const opening = START_TAG_OPEN.exec(source);
      if (!opening?.[1]) reject('malformed tag');
      position = START_TAG_OPEN.lastIndex;
      const attributes: [string, string][] = [];
      for (;;) {
        START_TAG_CLOSE.lastIndex = position;
        const close = START_TAG_CLOSE.exec(source);
        if (close) {
          position = START_TAG_CLOSE.lastIndex;
          yield {
            type: 'start',
            name: opening[1],
            attributes,
            selfClosing: close[1] === '/',
          };
          break;
        }
        ATTRIBUTE.lastIndex = position;
        const attribute = ATTRIBUTE.exec(source);
        if (!attribute?.[1]) reject(`malformed attribute in <${opening[1]}>`);
        attributes.push([attribute[1], decodeEntities(attribute[2] ?? attribute[3] ?? '')]);
        position = ATTRIBUTE.lastIndex;
      }
    }
  }
}

function squeeze(value: string): string {
  return value.replace(IGNORABLE_CHARACTERS, '').toLowerCase();
}

/** True when every `url(...)` in an already squeezed value points inside the document. */
function hasOnlyLocalUrls(squeezed: string): boolean {
  for (const match of squeezed.matchAll(/url\(['"]?([^'")]*)/g)) {
    if (!(match[1] ?? '').startsWith('#')) return false;
  }
  return true;
}

/**
 * The CSS with its closed comments taken out, found by a CSS tokeniser (one linear pass, and a
 * `/*` inside a string is not a comment). An unclosed comment is kept, so its text is still judged.
 */
function withoutComments(css: string): string {
  let kept = '';
  tokenizeCss(css, (type, start, end) => {
    const closed = end - start >= 4 && css.startsWith('*/', end - 2);
    if (type !== cssTokenTypes.Comment || !closed) kept += css.slice(start, end);
  });
  return kept;
}

/** CSS from a `<style>` element or a `style` attribute: no imports, fonts or remote resources. */
export function isSafeCss(css: string): boolean {
  if (css.includes('\\') || css.includes('<')) return false;
  const squeezed = squeeze(withoutComments(css));
  return !DANGEROUS_CSS.test(squeezed) && hasOnlyLocalUrls(squeezed);
}

function escapeText(value: string): string {
  return value
    .replace(INVALID_XML_CHARACTERS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function sanitizeHref(element: string, value: string): string | null {
  if (element === 'image') {
    const compact = value.replace(/\s+/g, '');
    return DATA_IMAGE_HREF.test(compact) ? compact : null;
  }
  const trimmed = value.trim();
  return LOCAL_HREF_ELEMENTS.has(element) && LOCAL_REFERENCE.test(trimmed) ? trimmed : null;
}

function sanitizeAttributes(element: string, attributes: [string, string][]): string {
  const kept = new Map<string, string>();
  for (const [name, value] of attributes) {
    if (kept.has(name) || name.toLowerCase().startsWith('on')) continue;
    if (name === 'href' || name === 'xlink:href') {
      const href = sanitizeHref(element, value);
      if (href !== null && !kept.has('href') && !kept.has('xlink:href')) kept.set(name, href);
      continue;
    }
    if (!ALLOWED_ATTRIBUTES.has(name) || value.includes('\\')) continue;
    const squeezed = squeeze(value);
    if (DANGEROUS_VALUE.test(squeezed) || !hasOnlyLocalUrls(squeezed)) continue;
    if (name === 'style' && !isSafeCss(value)) continue;
    kept.set(name, value);
  }
  let serialized = '';
  for (const [name, value] of kept) serialized += ` ${name}="${escapeAttribute(value)}"`;
  return serialized;
}

type Mode = 'keep' | 'unwrap' | 'drop' | 'style';

interface OpenElement {
  name: string;
  mode: Mode;
  css: string;
}

function elementMode(name: string, attributes: [string, string][], parent: OpenElement): Mode {
  if (parent.mode === 'drop' || parent.mode === 'style') return 'drop';
  if (name === 'style') return 'style';
  if (name === 'image') {
    const href = attributes.find(([key]) => key === 'href' || key === 'xlink:href');
    return href && sanitizeHref('image', href[1]) !== null ? 'keep' : 'drop';
  }
  if (ALLOWED_ELEMENTS.has(name)) return 'keep';
  if (UNWRAPPED_ELEMENTS.has(name)) return 'unwrap';
  return 'drop';
}

/**
 * Returns a rebuilt SVG document containing only allowlisted elements and attributes.
 * Throws ImageRejectedError (bad_type) when the text is not a well-formed document whose root is
 * `<svg>`, or when it declares a DOCTYPE or entities.
 */
export function sanitizeSvg(text: string): string {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const output: string[] = [];
  const stack: OpenElement[] = [];
  let rootSeen = false;

  for (const token of tokenize(source)) {
    const parent = stack.at(-1);

    if (token.type === 'text') {
      if (!parent) {
        if (token.text.trim() !== '') reject('text outside the root element');
      } else if (parent.mode === 'style') {
        parent.css += token.text;
      } else if (parent.mode !== 'drop') {
        output.push(escapeText(token.text));
      }
      continue;
    }

    if (token.type === 'end') {
      const closed = stack.pop();
      if (closed?.name !== token.name) reject(`unexpected </${token.name}>`);
      if (closed.mode === 'keep') {
        output.push(`</${closed.name}>`);
      } else if (closed.mode === 'style' && isSafeCss(closed.css)) {
        output.push(`<style>${escapeText(closed.css)}</style>`);
      }
      continue;
    }

    let mode: Mode;
    if (!parent) {
      if (rootSeen) reject('more than one root element');
      if (token.name !== 'svg') reject('the root element is not <svg>');
      rootSeen = true;
      mode = 'keep';
    } else {
      mode = elementMode(token.name, token.attributes, parent);
    }

    if (mode === 'keep') {
      const namespaces =
        stack.length === 0 ? ` xmlns="${SVG_NAMESPACE}" xmlns:xlink="${XLINK_NAMESPACE}"` : '';
      const attributes = sanitizeAttributes(token.name, token.attributes);
      output.push(`<${token.name}${namespaces}${attributes}${token.selfClosing ? '/>' : '>'}`);
    }
    if (!token.selfClosing) stack.push({ name: token.name, mode, css: '' });
  }

  if (!rootSeen) reject('no <svg> root element');
  if (stack.length > 0) reject(`unclosed <${stack.at(-1)?.name ?? ''}>`);
  return output.join('');
}
