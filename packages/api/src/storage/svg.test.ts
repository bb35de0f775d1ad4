// Tests for sanitizeSvg against known SVG XSS vectors and for what it keeps.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { ImageRejectedError } from './errors';
import { isSafeCss, sanitizeSvg } from './svg';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const wrap = (body: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${rootAttributes}>${body}</svg>`;

function expectRejected(input: string): void {
  expect(() => sanitizeSvg(input)).toThrow(ImageRejectedError);
}

describe('sanitizeSvg removes script vectors', () => {
  it('drops <script> elements with their content, CDATA included', () => {
    const output = sanitizeSvg(
      wrap(
        '<script>alert(1)</script><script type="text/javascript"><![CDATA[alert(2)]]></script><rect/>',
      ),
    );
    expect(output).toBe(`<svg ${NS}><rect/></svg>`);
  });

  it('drops upper-case and spaced script tags', () => {
    const output = sanitizeSvg(wrap('<SCRIPT >alert(1)</SCRIPT ><Script>alert(2)</Script>'));
    expect(output).toBe(`<svg ${NS}></svg>`);
  });

  it('drops namespaced script elements', () => {
    const output = sanitizeSvg(
      wrap('<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>'),
    );
    expect(output).toBe(`<svg ${NS}></svg>`);
  });

  it('drops every on* event handler, whatever its case or spacing', () => {
    const output = sanitizeSvg(
      wrap(
        '<rect onclick="alert(1)" ONMOUSEOVER="alert(2)" onfocus = \'alert(3)\' width="1"/>',
        ' onload="alert(4)" OnLoad="alert(5)"',
      ),
    );
    expect(output).toBe(`<svg ${NS}><rect width="1"/></svg>`);
  });

  it('rejects the HTML-style <svg/onload=...> shorthand as malformed', () => {
    expectRejected('<svg/onload=alert(1)>');
    expectRejected('<svg onload=alert(1)></svg>');
  });

  it('drops javascript: links, also when entity-encoded or split by whitespace', () => {
    const output = sanitizeSvg(
      wrap(
        '<use xlink:href="javascript:alert(1)"/>' +
          '<use href="&#106;avascript:alert(2)"/>' +
          '<use href=" java&#x09;script:alert(3)"/>' +
          '<a xlink:href="javascript:alert(4)"><circle r="2"/></a>',
      ),
    );
    expect(output).toBe(`<svg ${NS}><use/><use/><use/><circle r="2"/></svg>`);
    expect(output).not.toMatch(/javascript/i);
  });

  it('keeps only same-document references in href', () => {
    const output = sanitizeSvg(
      wrap(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
          '<use href="#g"/><use xlink:href="#g"/><use href="other.svg#g"/><use href="https://evil.test/x.svg#a"/>',
      ),
    );
    expect(output).toContain('<use href="#g"/><use xlink:href="#g"/><use/><use/>');
  });

  it('removes foreignObject, iframe, object and embed with everything inside', () => {
    const output = sanitizeSvg(
      wrap(
        '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"></iframe></body></foreignObject>' +
          '<iframe src="https://evil.test"/><object data="x.swf"/><embed src="x.swf"/><g><rect/></g>',
      ),
    );
    expect(output).toBe(`<svg ${NS}><g><rect/></g></svg>`);
  });

  it('removes animation elements that could rewrite attributes', () => {
    const output = sanitizeSvg(
      wrap(
        '<a><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onclick" to="alert(1)"/><text>x</text></a>',
      ),
    );
    expect(output).toBe(`<svg ${NS}><text>x</text></svg>`);
  });

  it('drops processing instructions such as an external stylesheet and comments', () => {
    const output = sanitizeSvg(
      '<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet href="https://evil.test/x.css"?>' +
        '<!-- comment --><svg xmlns="http://www.w3.org/2000/svg"><!-- <script>alert(1)</script> --><path d="M0 0h1"/></svg>\n',
    );
    expect(output).toBe(`<svg ${NS}><path d="M0 0h1"/></svg>`);
  });
});

describe('sanitizeSvg rejects dangerous or malformed documents', () => {
  it('rejects DOCTYPE and entity declarations (entity expansion)', () => {
    expectRejected(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><svg>&lol2;</svg>',
    );
    expectRejected('<!doctype svg><svg></svg>');
    expectRejected('<svg><!ENTITY x SYSTEM "file:///etc/passwd"></svg>');
    expectRejected('<svg><!ATTLIST svg onload CDATA "alert(1)"></svg>');
  });

  it('rejects a document whose root is not <svg>', () => {
    expectRejected('<html><svg></svg></html>');
    expectRejected('<SVG></SVG>');
    expectRejected('just text');
    expectRejected('');
  });

  it('rejects mismatched, unclosed or trailing content', () => {
    expectRejected('<svg><g></svg>');
    expectRejected('<svg><script>alert(1)</SCRIPT></svg>');
    expectRejected('<svg>');
    expectRejected('<svg></svg><script>alert(1)</script>');
    expectRejected('<svg></svg>trailing');
    expectRejected('<svg><!-- unterminated</svg>');
    expectRejected('<svg>< script>alert(1)</script></svg>');
    expectRejected('<svg><rect width="1></svg>');
  });
});

describe('sanitizeSvg and embedded resources', () => {
  const pngData =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

  it('keeps <image> only with an inline PNG, JPEG or WebP data URL', () => {
    const output = sanitizeSvg(
      wrap(
        `<image href="${pngData}" width="1" height="1"/>` +
          '<image href="https://evil.test/x.png"/>' +
          '<image xlink:href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>' +
          '<image href="data:text/html;base64,PHNjcmlwdD4="/>' +
          '<image/>',
      ),
    );
    expect(output).toBe(`<svg ${NS}><image href="${pngData}" width="1" height="1"/></svg>`);
  });

  it('drops data: URLs outside <image href>', () => {
    const output = sanitizeSvg(wrap('<rect fill="url(data:image/png;base64,AAAA)" width="1"/>'));
    expect(output).toBe(`<svg ${NS}><rect width="1"/></svg>`);
  });

  it('keeps url(#id) paint references and drops remote ones', () => {
    const output = sanitizeSvg(
      wrap('<rect fill="url(#g)" stroke="url(https://evil.test/#g)" mask="url( \'#m\' )"/>'),
    );
    expect(output).toBe(`<svg ${NS}><rect fill="url(#g)" mask="url( '#m' )"/></svg>`);
  });

  it('keeps a harmless <style> and removes one that imports or loads remote resources', () => {
    const output = sanitizeSvg(
      wrap(
        '<style>.a { fill: url(#g); } .b > .c { stroke: red; }</style>' +
          '<style>@import url(https://evil.test/x.css);</style>' +
          '<style>.a { background: url("https://evil.test/track.png"); }</style>' +
          '<style>@im/**/port "x.css";</style>' +
          '<style>.a { background: u\\72l(https://evil.test); }</style>',
      ),
    );
    expect(output).toBe(
      `<svg ${NS}><style>.a { fill: url(#g); } .b &gt; .c { stroke: red; }</style></svg>`,
    );
  });

  it('drops a style attribute that loads remote resources and keeps a harmless one', () => {
    const output = sanitizeSvg(
      wrap('<rect style="fill: red; stroke: blue"/><rect style="fill: url(https://evil.test/x)"/>'),
    );
    expect(output).toBe(`<svg ${NS}><rect style="fill: red; stroke: blue"/><rect/></svg>`);
  });

  it('judges CSS after removing comments and whitespace', () => {
    const safe = ['.a{fill:url(#x)}', '.a{fill:url( "#x" )}'];
    const unsafe = [
      '.a{fill:URL(https://evil.test)}',
      '@IMPORT "x.css";',
      '.a{x:expression(alert(1))}',
      '.a{x:java\nscript:alert(1)}',
      '@font-face{font-family:x;src:local(x)}',
    ];
    expect(safe.filter((css) => isSafeCss(css))).toEqual(safe);
    expect(unsafe.filter((css) => isSafeCss(css))).toEqual([]);
  });
});

describe('sanitizeSvg output', () => {
  it('drops unknown attributes and editor metadata but keeps drawing attributes', () => {
    const output = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ' +
        'width="24" height="24" viewBox="0 0 24 24" inkscape:version="1.0" data-x="1">' +
        '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>' +
        '<g transform="translate(1 1)" fill-rule="evenodd"><path d="M0 0L10 10Z" stroke-width="2"/></g></svg>',
    );
    expect(output).toBe(
      `<svg ${NS} width="24" height="24" viewBox="0 0 24 24"><g transform="translate(1 1)" fill-rule="evenodd"><path d="M0 0L10 10Z" stroke-width="2"/></g></svg>`,
    );
  });

  it('re-escapes text and attribute values', () => {
    const output = sanitizeSvg(
      wrap(
        '<title>A &lt;b&gt; &amp; "c"</title><text id="a&quot;b">&lt;script&gt;alert(1)&lt;/script&gt; &nbsp;</text>',
      ),
    );
    expect(output).toBe(
      `<svg ${NS}><title>A &lt;b&gt; &amp; "c"</title><text id="a&quot;b">&lt;script&gt;alert(1)&lt;/script&gt; &amp;nbsp;</text></svg>`,
    );
  });

  it('is stable when applied twice and renders with an image decoder', async () => {
    const once = sanitizeSvg(
      '\uFEFF<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#c2410c"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)"/><text x="1" y="9">K &amp; F</text></svg>',
    );
    expect(sanitizeSvg(once)).toBe(once);
    const metadata = await sharp(Buffer.from(once)).metadata();
    expect(metadata.format).toBe('svg');
    expect(metadata.width).toBe(10);
  });
});

describe('sanitizeSvg on hostile input', () => {
  /**
   * Each input is judged by how its cost grows, never by a time limit (2 s limits failed at 2.4 s
   * and 5.5 s on a busy 2-core machine): one document of eight times the repeats against eight
   * documents of the repeats, the same bytes in as long a run, so a busy machine slows both
   * alike. One linear pass costs about as much for both (at most half as much again, measured
   * under load); a scan that restarts at each repeat costs eight times as much for the long one
   * (the regex this sanitiser once used held a worker 50 s on 300,000 repeats of `/* `), an
   * exponential one never finishes. The bound sits between the two.
   */
  const REPEATS = 5_000;
  const GROWTH = 8;
  const MOST_COST_RATIO = 3;

  /**
   * CPU time this process (vitest gives each test file its own) spends in `run`, in microseconds:
   * other processes on a busy machine delay it but add little to it, where wall-clock time made
   * one run of two up to 15 times slower.
   */
  function cpuMicroseconds(run: () => void): number {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    return used.user + used.system;
  }

  /**
   * How many times the cost of the short documents the long one costs: the cheapest of up to five
   * rounds of each (an interruption only ever adds), stopping once the ratio is within bounds.
   */
  function costRatio(sanitize: (input: string) => void, input: (repeats: number) => string) {
    const short = input(REPEATS);
    const long = input(REPEATS * GROWTH);
    const shortPasses = () => {
      for (let pass = 0; pass < GROWTH; pass += 1) sanitize(short);
    };
    // Once each unmeasured, so neither measurement pays for compiling the code.
    shortPasses();
    sanitize(long);
    let cheapestShort = Infinity;
    let cheapestLong = Infinity;
    for (let round = 0; round < 5; round += 1) {
      cheapestShort = Math.min(cheapestShort, cpuMicroseconds(shortPasses));
      cheapestLong = Math.min(
        cheapestLong,
        cpuMicroseconds(() => sanitize(long)),
      );
      if (cheapestLong / cheapestShort < MOST_COST_RATIO) break;
    }
    return cheapestLong / cheapestShort;
  }

  it.each([
    ['unclosed CSS comments in <style>', (n: number) => wrap(`<style>${'/* '.repeat(n)}</style>`)],
    [
      'unclosed CSS comments in a style attribute',
      (n: number) => wrap(`<rect style="${'/* '.repeat(n)}"/>`),
    ],
    ['CSS comments in CDATA', (n: number) => wrap(`<style><![CDATA[${'/* '.repeat(n)}]]></style>`)],
    ['closed CSS comments', (n: number) => wrap(`<style>${'/**/'.repeat(n)}</style>`)],
    ['CSS strings', (n: number) => wrap(`<style>.a{content:"${'"/*'.repeat(n)}"}</style>`)],
    ['url( in an attribute', (n: number) => wrap(`<rect fill="${'url('.repeat(n)}"/>`)],
    ['closed XML comments', (n: number) => wrap('<!---->'.repeat(n))],
    ['entities', (n: number) => wrap(`<text>${'&#&amp;'.repeat(n)}</text>`)],
    ['attributes', (n: number) => `<svg${' a=""'.repeat(n)}></svg>`],
    ['nested elements', (n: number) => wrap(`${'<g>'.repeat(n)}${'</g>'.repeat(n)}`)],
  ])('answers in time linear in the input: %s', (_name, input) => {
    expect(costRatio(sanitizeSvg, input)).toBeLessThan(MOST_COST_RATIO);
  });

  it.each([
    ['unclosed XML comments', (n: number) => wrap('<!--'.repeat(n))],
    ['unclosed CDATA sections', (n: number) => wrap(`<style>${'<![CDATA['.repeat(n)}</style>`)],
    ['unclosed processing instructions', (n: number) => wrap('<?'.repeat(n))],
    ['unclosed double quotes', (n: number) => `<svg a="${'"a="'.repeat(n)}`],
    ['unclosed single quotes', (n: number) => `<svg${" a='".repeat(n)}`],
    ['unclosed end tags', (n: number) => wrap('</'.repeat(n))],
    ['lone angle brackets', (n: number) => wrap('<'.repeat(n))],
  ])('rejects in time linear in the input: %s', (_name, input) => {
    expect(costRatio(expectRejected, input)).toBeLessThan(MOST_COST_RATIO);
  });

  it('does not read a comment inside a CSS string, so it cannot hide a remote URL', () => {
    const hidden = '.a{content:"/*"} .b{fill:url(https://evil.test/x.png)} .c{content:"*/"}';
    expect(isSafeCss(hidden)).toBe(false);
    expect(sanitizeSvg(wrap(`<style>${hidden}</style><rect style='${hidden}'/>`))).toBe(
      `<svg ${NS}><rect/></svg>`,
    );
  });

  it('still judges the text of an unclosed CSS comment', () => {
    expect(isSafeCss('.a{fill:red} /* @import "x.css";')).toBe(false);
    expect(isSafeCss('.a{fill:red} /* a note')).toBe(true);
  });
});
