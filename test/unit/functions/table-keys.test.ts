import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The prefixes of the single table's keys. */
const KEY_PREFIX =
  /\b(ACCOUNT|USER|USERS|PLATFORM|EMAIL|PASSWORD_LINK|RATE|BACKOFF|CONTENT|CRM|DEDUPE|ESTIMATE|PROPOSAL|PROPOSAL_TOKEN|SIGNING_LINK|DOCUMENT|CONTRACT|USAGE|STATS)#/;

describe('the single table key strings', () => {
  it('live only in functions/platform/data/keys.ts', () => {
    const offenders = sources('functions')
      .filter((path) => !path.endsWith(join('data', 'keys.ts')))
      .filter((path) => KEY_PREFIX.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
