/** SVG helpers. Coordinates are rounded to one decimal to keep the markup small. */

export const n = (value: number) => String(Math.round(value * 10) / 10);

export function rectPath(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

export function polygon(
  points: readonly (readonly [number, number])[],
  fill: string,
  extra = '',
): string {
  const list = points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}"${extra}/>`;
}

/** A shape narrowing upwards around `cx` (a pylon, a chimney): half-widths at its base and top. */
export function taper(
  cx: number,
  baseY: number,
  topY: number,
  baseHalf: number,
  topHalf: number,
  fill: string,
): string {
  return polygon(
    [
      [cx - baseHalf, baseY],
      [cx - topHalf, topY],
      [cx + topHalf, topY],
      [cx + baseHalf, baseY],
    ],
    fill,
  );
}

/**
 * A slanted band of reflected sky across a glass front (x, y, w, h): `edges` are the band's top
 * and bottom on the left edge and on the right edge, as fractions of the front's height, in the
 * order left-top, right-top, right-bottom, left-bottom.
 */
export function glint(
  x: number,
  y: number,
  w: number,
  h: number,
  edges: readonly [number, number, number, number],
  opacity: string,
): string {
  const [leftTop, rightTop, rightBottom, leftBottom] = edges;
  return polygon(
    [
      [x, y + h * leftTop],
      [x + w, y + h * rightTop],
      [x + w, y + h * rightBottom],
      [x, y + h * leftBottom],
    ],
    '#ffffff',
    ` fill-opacity="${opacity}"`,
  );
}

export function svgDocument(width: number, height: number, defs: string[], body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`
  );
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  direction: 'vertical' | 'horizontal' = 'vertical',
): string {
  const axis =
    direction === 'vertical' ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${axis}>${stopTags}</linearGradient>`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, index: number) =>
    parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(channel(a, index) + (channel(b, index) - channel(a, index)) * t)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}
