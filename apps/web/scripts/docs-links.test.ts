// Every relative link in README.md and docs/ must reach a file or folder of the repository, and
// every #anchor one of those pages points at (its own or another page's) must be a heading there,
// slugged as GitHub slugs it. The pages are parsed as Markdown (mdast-util-from-markdown), so
// links in code spans and code blocks are not links, and reference-style links count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** README.md and every Markdown page under docs/, as paths from the repository root. */
function documentationPages(repositoryRoot: string): string[] {
  const docs = fs
    .readdirSync(path.join(repositoryRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', ...docs.sort()];
}

interface ParsedPage {
  /** Link and image targets, with the line they are written on. */
  links: { url: string; line: number }[];
  /** The anchors GitHub gives the page's headings. */
  anchors: Set<string>;
}

function parsePage(markdown: string): ParsedPage {
  const links: ParsedPage['links'] = [];
  const anchors = new Set<string>();
  const slugger = new GithubSlugger();
  const visit = (node: Nodes) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      links.push({ url: node.url, line: node.position?.start.line ?? 0 });
    }
    if (node.type === 'heading') anchors.add(slugger.slug(toString(node)));
    if ('children' in node) node.children.forEach(visit);
  };
  visit(fromMarkdown(markdown));
  return { links, anchors };
}

/** The links of the given pages that do not resolve, as `page:line: target (why)`. */
function brokenLinks(repositoryRoot: string, pages: readonly string[]): string[] {
  const parsed = new Map<string, ParsedPage>();
  const pageAt = (file: string) => {
    let page = parsed.get(file);
    if (!page) {
      page = parsePage(fs.readFileSync(path.join(repositoryRoot, file), 'utf8'));
      parsed.set(file, page);
    }
    return page;
  };

  const broken: string[] = [];
  for (const file of pages) {
    for (const { url, line } of pageAt(file).links) {
      // Addresses with a scheme (https:, mailto:) and protocol-relative ones leave the repository.
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) continue;
      const hashAt = url.indexOf('#');
      const target = decodeURIComponent(hashAt === -1 ? url : url.slice(0, hashAt));
      const anchor = hashAt === -1 ? '' : decodeURIComponent(url.slice(hashAt + 1));
      const resolved = target
        ? path.normalize(
            target.startsWith('/') ? target.slice(1) : path.join(path.dirname(file), target),
          )
        : file;
      const where = `${file}:${line}: ${url}`;
      if (resolved.startsWith('..') || !fs.existsSync(path.join(repositoryRoot, resolved))) {
        broken.push(`${where} (no such file)`);
      } else if (anchor && resolved.endsWith('.md') && !pageAt(resolved).anchors.has(anchor)) {
        broken.push(`${where} (no heading with that anchor)`);
      }
    }
  }
  return broken;
}

describe('links in README.md and docs/', () => {
  it('finds the pages', () => {
    const pages = documentationPages(root);
    expect(pages).toContain('README.md');
    expect(pages).toContain(path.join('docs', 'api.md'));
    expect(pages).toContain(path.join('docs', 'decisions', '001-svg-parser.md'));
  });

  it('resolves every relative link and anchor', () => {
    expect(brokenLinks(root, documentationPages(root))).toEqual([]);
  });

  it('reports a missing file, a missing anchor and a link out of the repository', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-links-'));
    try {
      fs.mkdirSync(path.join(scratch, 'docs'));
      fs.writeFileSync(
        path.join(scratch, 'README.md'),
        [
          '# Title',
          '',
          '## Second part',
          '',
          '[ok](docs/page.md#a-heading) [ok](#second-part) [ok](https://example.com/x.md)',
          '[missing](docs/gone.md) [bad anchor](docs/page.md#nothing) [own](#title-2)',
          '`[code](docs/gone.md)` [out](../../outside.md) [ref][r]',
          '',
          '[r]: docs/also-gone.md',
          '',
        ].join('\n'),
      );
      fs.writeFileSync(path.join(scratch, 'docs', 'page.md'), '# Page\n\n## A heading\n');
      expect(brokenLinks(scratch, documentationPages(scratch))).toEqual([
        'README.md:6: docs/gone.md (no such file)',
        'README.md:6: docs/page.md#nothing (no heading with that anchor)',
        'README.md:6: #title-2 (no heading with that anchor)',
        'README.md:7: ../../outside.md (no such file)',
        'README.md:9: docs/also-gone.md (no such file)',
      ]);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
