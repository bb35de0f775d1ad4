// User-facing messages in one place: the API's answers are written in messages.ts (or the forms'
// message objects in @kasar/validators), not as literals where they are thrown.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** Where an answer's text is given: a 429's refusal, an error's message, a REST failure. */
const MESSAGE_LITERAL =
  /(?:refusal\s*[:=]|message\s*:|notFound\(|invalidField\([^,()]+,|fileTooLarge\([^,()]+,|RequestRejected\(\s*\d+,|failure\(\s*\d+,|\?\?)\s*['"`][A-Z]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('user-facing messages', () => {
  it('are written in messages.ts, not where they are thrown', () => {
    const stray = sourceFiles(SRC)
      .filter((file) => path.basename(file) !== 'messages.ts')
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(MESSAGE_LITERAL)].map((match) => {
          const line = text.slice(0, match.index).split('\n').length;
          return `${path.relative(SRC, file)}:${line}`;
        });
      });
    expect(stray).toEqual([]);
  });
});
