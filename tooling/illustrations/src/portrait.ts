/** Founder portrait: a dignified, stylised head-and-shoulders figure in a suit. */

import { IMAGE_SIZES, BRAND_ORANGE } from './types';
import { createRandom } from './random';
import { n, svgDocument, linearGradient, mix } from './svg';

export function founderPortrait(options: { seed: number; size?: number }): string {
  const size = options.size ?? IMAGE_SIZES.portrait.width;
  const rnd = createRandom(options.seed);
  const s = size / 600;
  const skin = rnd.pick(['#b97a56', '#a86f4c', '#c48a62']);
  const skinShade = mix(skin, '#5a3220', 0.3);
  const suit = rnd.pick(['#1f2937', '#1e2a44', '#2b2f36']);
  const tie = rnd.pick(['#9a3412', '#7f1d1d', '#1e3a8a']);
  const hair = '#2d2a28';
  const grey = '#9a9893';
  const defs = [
    `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#f1f4f7"/><stop offset="1" stop-color="#b9c4d0"/></radialGradient>`,
    linearGradient('suit', [
      [0, mix(suit, '#ffffff', 0.12)],
      [1, suit],
    ]),
    `<radialGradient id="face" cx="0.42" cy="0.4" r="0.7"><stop offset="0" stop-color="${mix(skin, '#ffffff', 0.12)}"/><stop offset="1" stop-color="${skin}"/></radialGradient>`,
  ];
  const c = 300;
  const p = (value: number) => n(value * s);
  const body = [
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`,
    `<circle cx="${p(c)}" cy="${p(250)}" r="${p(190)}" fill="${BRAND_ORANGE}" fill-opacity="0.1"/>`,
    // shoulders and jacket
    `<path d="M${p(40)} ${p(600)}C${p(50)} ${p(480)} ${p(120)} ${p(430)} ${p(220)} ${p(405)}L${p(380)} ${p(405)}C${p(480)} ${p(430)} ${p(550)} ${p(480)} ${p(560)} ${p(600)}Z" fill="url(#suit)"/>`,
    // neck
    `<path d="M${p(255)} ${p(330)}L${p(255)} ${p(415)}L${p(300)} ${p(460)}L${p(345)} ${p(415)}L${p(345)} ${p(330)}Z" fill="${skinShade}"/>`,
    // shirt collar and tie
    `<path d="M${p(238)} ${p(400)}L${p(300)} ${p(470)}L${p(362)} ${p(400)}L${p(345)} ${p(385)}L${p(300)} ${p(430)}L${p(255)} ${p(385)}Z" fill="#f8fafc"/>`,
    `<path d="M${p(238)} ${p(400)}L${p(300)} ${p(600)}L${p(362)} ${p(400)}L${p(300)} ${p(470)}Z" fill="#f8fafc"/>`,
    `<path d="M${p(286)} ${p(440)}L${p(314)} ${p(440)}L${p(308)} ${p(462)}L${p(322)} ${p(580)}L${p(300)} ${p(600)}L${p(278)} ${p(580)}L${p(292)} ${p(462)}Z" fill="${tie}"/>`,
    `<path d="M${p(286)} ${p(440)}L${p(314)} ${p(440)}L${p(308)} ${p(462)}L${p(292)} ${p(462)}Z" fill="${mix(tie, '#000000', 0.2)}"/>`,
    // lapels
    `<path d="M${p(220)} ${p(405)}L${p(300)} ${p(600)}L${p(262)} ${p(600)}L${p(198)} ${p(470)}L${p(228)} ${p(455)}L${p(205)} ${p(420)}Z" fill="${mix(suit, '#000000', 0.25)}"/>`,
    `<path d="M${p(380)} ${p(405)}L${p(300)} ${p(600)}L${p(338)} ${p(600)}L${p(402)} ${p(470)}L${p(372)} ${p(455)}L${p(395)} ${p(420)}Z" fill="${mix(suit, '#000000', 0.25)}"/>`,
    `<path d="M${p(420)} ${p(506)}l${p(12)} ${p(-18)}l${p(10)} ${p(12)}l${p(12)} ${p(-16)}l${p(8)} ${p(18)}Z" fill="#f8fafc"/>`,
    // ears
    `<ellipse cx="${p(214)}" cy="${p(258)}" rx="${p(14)}" ry="${p(25)}" fill="${skinShade}"/>`,
    `<ellipse cx="${p(386)}" cy="${p(258)}" rx="${p(14)}" ry="${p(25)}" fill="${skinShade}"/>`,
    // head
    `<path d="M${p(214)} ${p(230)}C${p(214)} ${p(150)} ${p(255)} ${p(125)} ${p(300)} ${p(125)}C${p(345)} ${p(125)} ${p(386)} ${p(150)} ${p(386)} ${p(230)}C${p(386)} ${p(300)} ${p(360)} ${p(365)} ${p(300)} ${p(372)}C${p(240)} ${p(365)} ${p(214)} ${p(300)} ${p(214)} ${p(230)}Z" fill="url(#face)"/>`,
    // hair: dark crown, grey temples
    `<path d="M${p(208)} ${p(245)}C${p(196)} ${p(150)} ${p(240)} ${p(100)} ${p(305)} ${p(102)}C${p(372)} ${p(104)} ${p(406)} ${p(150)} ${p(392)} ${p(245)}C${p(386)} ${p(205)} ${p(378)} ${p(175)} ${p(352)} ${p(160)}C${p(320)} ${p(172)} ${p(260)} ${p(168)} ${p(236)} ${p(158)}C${p(220)} ${p(180)} ${p(214)} ${p(210)} ${p(208)} ${p(245)}Z" fill="${hair}"/>`,
    `<path d="M${p(208)} ${p(245)}C${p(205)} ${p(215)} ${p(212)} ${p(190)} ${p(222)} ${p(175)}C${p(222)} ${p(200)} ${p(218)} ${p(222)} ${p(214)} ${p(250)}Z" fill="${grey}"/>`,
    `<path d="M${p(392)} ${p(245)}C${p(395)} ${p(215)} ${p(388)} ${p(190)} ${p(378)} ${p(175)}C${p(378)} ${p(200)} ${p(382)} ${p(222)} ${p(386)} ${p(250)}Z" fill="${grey}"/>`,
    // eyebrows
    `<path d="M${p(240)} ${p(218)}Q${p(262)} ${p(206)} ${p(284)} ${p(216)}" stroke="${hair}" stroke-width="${p(7)}" stroke-linecap="round" fill="none"/>`,
    `<path d="M${p(316)} ${p(216)}Q${p(338)} ${p(206)} ${p(360)} ${p(218)}" stroke="${hair}" stroke-width="${p(7)}" stroke-linecap="round" fill="none"/>`,
    // eyes
    `<ellipse cx="${p(263)}" cy="${p(240)}" rx="${p(8)}" ry="${p(5.5)}" fill="#2b211c"/>`,
    `<ellipse cx="${p(337)}" cy="${p(240)}" rx="${p(8)}" ry="${p(5.5)}" fill="#2b211c"/>`,
    // spectacles
    `<g fill="none" stroke="#3a3330" stroke-width="${p(3.5)}"><rect x="${p(234)}" y="${p(222)}" width="${p(58)}" height="${p(38)}" rx="${p(10)}"/><rect x="${p(308)}" y="${p(222)}" width="${p(58)}" height="${p(38)}" rx="${p(10)}"/><path d="M${p(292)} ${p(236)}Q${p(300)} ${p(230)} ${p(308)} ${p(236)}M${p(234)} ${p(234)}L${p(216)} ${p(240)}M${p(366)} ${p(234)}L${p(384)} ${p(240)}"/></g>`,
    // nose
    `<path d="M${p(300)} ${p(250)}Q${p(296)} ${p(282)} ${p(288)} ${p(292)}Q${p(300)} ${p(300)} ${p(312)} ${p(292)}" stroke="${skinShade}" stroke-width="${p(4)}" stroke-linecap="round" fill="none"/>`,
    // moustache and a calm smile
    `<path d="M${p(266)} ${p(318)}Q${p(284)} ${p(300)} ${p(300)} ${p(310)}Q${p(316)} ${p(300)} ${p(334)} ${p(318)}Q${p(316)} ${p(316)} ${p(300)} ${p(318)}Q${p(284)} ${p(316)} ${p(266)} ${p(318)}Z" fill="#4a4440"/>`,
    `<path d="M${p(276)} ${p(332)}Q${p(300)} ${p(346)} ${p(324)} ${p(332)}" stroke="#7a3e2c" stroke-width="${p(4)}" stroke-linecap="round" fill="none"/>`,
    // gentle light from the left
    `<rect width="${size}" height="${size}" fill="url(#bg)" fill-opacity="0.06"/>`,
  ];
  return svgDocument(size, size, defs, body);
}
