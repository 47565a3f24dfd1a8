import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { dailyStepStorySchema, describeIssues, postStorySchema, storySchema } from './blocks/schema';

const subfolders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

// Folders of stories with an id: posts/<id>/ (posts), go/<id>/ (landing pages) and
// steps/day-NN/ (the programme's daily steps).
const NESTED: Record<string, z.ZodType> = { posts: postStorySchema, go: storySchema, steps: dailyStepStorySchema };

/** Every folder of story files, with the schema its files follow (posts/<id>/ are posts). */
export function storyFolders(root: string): Array<{ slug: string; dir: string; schema: z.ZodType }> {
  return subfolders(root).flatMap((slug): Array<{ slug: string; dir: string; schema: z.ZodType }> =>
    Object.hasOwn(NESTED, slug)
      ? subfolders(path.join(root, slug)).map((id) => ({ slug: `${slug}/${id}`, dir: path.join(root, slug, id), schema: NESTED[slug]! }))
      : [{ slug, dir: path.join(root, slug), schema: storySchema }],
  );
}

/**
 * Checks every local story file against the block schemas (run when the build starts, from
 * next.config.ts). Returns one line per broken file: its path and the field that is wrong.
 */
export function contentProblems(root = path.join(process.cwd(), 'content')): string[] {
  if (!existsSync(root)) return [];
  const problems: string[] = [];
  for (const { dir, schema } of storyFolders(root)) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const where = path.join('content', path.relative(root, dir), file);
      try {
        const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
        if (!parsed.success) problems.push(`${where}: ${describeIssues(parsed.error)}`);
      } catch (error) {
        problems.push(`${where}: not valid JSON (${(error as Error).message})`);
      }
    }
  }
  return problems;
}
