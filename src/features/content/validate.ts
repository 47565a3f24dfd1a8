import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeIssues, storySchema } from './blocks/schema';

/**
 * Checks every local story file against the block schemas (run when the build starts, from
 * next.config.ts). Returns one line per broken file: its path and the field that is wrong.
 */
export function contentProblems(root = path.join(process.cwd(), 'content')): string[] {
  if (!existsSync(root)) return [];
  const problems: string[] = [];
  for (const slug of readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!slug.isDirectory()) continue;
    for (const file of readdirSync(path.join(root, slug.name)).filter((f) => f.endsWith('.json')).sort()) {
      const where = path.join('content', slug.name, file);
      try {
        const parsed = storySchema.safeParse(JSON.parse(readFileSync(path.join(root, slug.name, file), 'utf8')));
        if (!parsed.success) problems.push(`${where}: ${describeIssues(parsed.error)}`);
      } catch (error) {
        problems.push(`${where}: not valid JSON (${(error as Error).message})`);
      }
    }
  }
  return problems;
}
