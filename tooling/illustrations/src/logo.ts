/** Logo: a 'KF' monogram under a roofline, in a slate shield with an orange rim. */

import { IMAGE_SIZES, BRAND_ORANGE, BRAND_SLATE } from './types';
import { n, svgDocument, linearGradient } from './svg';

export function companyLogo(size: number = IMAGE_SIZES.logo.width): string {
  const s = size / 512;
  const p = (value: number) => n(value * s);
  const shield = `M${p(256)} ${p(28)}L${p(452)} ${p(92)}V${p(250)}C${p(452)} ${p(372)} ${p(366)} ${p(448)} ${p(256)} ${p(488)}C${p(146)} ${p(448)} ${p(60)} ${p(372)} ${p(60)} ${p(250)}V${p(92)}Z`;
  const inner = `M${p(256)} ${p(58)}L${p(424)} ${p(112)}V${p(250)}C${p(424)} ${p(352)} ${p(352)} ${p(418)} ${p(256)} ${p(456)}C${p(160)} ${p(418)} ${p(88)} ${p(352)} ${p(88)} ${p(250)}V${p(112)}Z`;
  // K: stem plus two arms; F: stem plus two bars. Drawn as shapes so no font is needed.
  const k =
    `M${p(132)} ${p(200)}h${p(38)}v${p(170)}h${p(-38)}z` +
    `M${p(170)} ${p(262)}L${p(230)} ${p(200)}h${p(50)}L${p(170)} ${p(314)}z` +
    `M${p(192)} ${p(270)}L${p(282)} ${p(370)}h${p(-50)}L${p(166)} ${p(296)}z`;
  const f =
    `M${p(296)} ${p(200)}h${p(38)}v${p(170)}h${p(-38)}z` +
    `M${p(334)} ${p(200)}h${p(50)}v${p(34)}h${p(-50)}z` +
    `M${p(334)} ${p(268)}h${p(38)}v${p(32)}h${p(-38)}z`;
  const defs = [
    linearGradient('shield', [
      [0, '#1e293b'],
      [1, BRAND_SLATE],
    ]),
  ];
  const body = [
    `<path d="${shield}" fill="url(#shield)"/>`,
    `<path d="${inner}" fill="none" stroke="${BRAND_ORANGE}" stroke-width="${p(10)}"/>`,
    `<path d="M${p(128)} ${p(178)}L${p(256)} ${p(100)}L${p(384)} ${p(178)}" fill="none" stroke="${BRAND_ORANGE}" stroke-width="${p(20)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<rect x="${p(240)}" y="${p(134)}" width="${p(32)}" height="${p(30)}" fill="${BRAND_ORANGE}"/>`,
    `<path d="${k}${f}" fill="#f8fafc"/>`,
    `<rect x="${p(160)}" y="${p(396)}" width="${p(192)}" height="${p(8)}" fill="${BRAND_ORANGE}"/>`,
  ];
  return svgDocument(size, size, defs, body);
}
