import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentProblems } from './validate';

describe('content validation at build time', () => {
  it('names the broken file and the field', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'exhale-content-'));
    mkdirSync(path.join(root, 'help'));
    writeFileSync(path.join(root, 'help', 'en.json'), JSON.stringify({ name: 'Help', slug: 'help', content: { _uid: 'p', component: 'page', title: 'Help', description: '', body: [] } }));
    writeFileSync(path.join(root, 'help', 'de.json'), '{ not json');
    expect(contentProblems(root)).toEqual([
      expect.stringMatching(/^content\/help\/de\.json: not valid JSON/),
      'content/help/en.json: content.description: must not be empty',
    ]);
  });

  it('finds nothing wrong with the repository’s stories', () => {
    expect(contentProblems()).toEqual([]);
  });
});
