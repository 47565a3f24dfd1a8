import { z } from 'zod';
import { richTextSchema } from '../richtext/schema';

// The block schemas of the content model (docs/content-format.md). Local story files are checked
// against them when they are read; Storyblok answers are read through the same schemas.

const text = z.string().trim().min(1, 'must not be empty');
const uid = z.string().min(1, 'every block needs a _uid');

export const linkSchema = z.looseObject({
  linktype: z.enum(['story', 'url', 'email', 'asset']).default('url'),
  cached_url: z.string().optional(),
  url: z.string().optional(),
  email: z.string().optional(),
  anchor: z.string().optional(),
  target: z.string().optional(),
});

export const assetSchema = z.looseObject({
  filename: z.string().min(1),
  alt: text.describe('alternative text'),
  title: z.string().optional(),
});

const base = { _uid: uid };

export const faqItemSchema = z.looseObject({ ...base, component: z.literal('faq_item'), question: text, answer: richTextSchema });
export const featureSchema = z.looseObject({
  ...base,
  component: z.literal('feature'),
  title: text,
  text,
  icon: z.enum(['heart', 'lungs', 'coin', 'clock', 'chat', 'shield', 'star', 'leaf']).optional(),
});
export const teaserSchema = z.looseObject({ ...base, component: z.literal('teaser'), headline: text, text: z.string().optional(), link: linkSchema.optional() });

export const stepSchema = z.looseObject({ ...base, component: z.literal('step'), text });

export const knownBlockSchemas = {
  hero: z.looseObject({
    ...base,
    component: z.literal('hero'),
    eyebrow: z.string().optional(),
    title: text,
    lead: text,
    image: assetSchema.optional(),
    /** A calm animated circle beside the text when there is no image (home, landing pages). */
    decoration: z.enum(['breath']).optional(),
    cta_label: z.string().optional(),
    cta_link: linkSchema.optional(),
    secondary_label: z.string().optional(),
    secondary_link: linkSchema.optional(),
    note: z.string().optional(),
  }),
  rich_text_section: z.looseObject({ ...base, component: z.literal('rich_text_section'), title: z.string().optional(), text: richTextSchema }),
  faq: z.looseObject({ ...base, component: z.literal('faq'), title: text, items: z.array(faqItemSchema).min(1) }),
  cta: z.looseObject({ ...base, component: z.literal('cta'), title: text, text, label: text, link: linkSchema }),
  grid: z.looseObject({ ...base, component: z.literal('grid'), title: z.string().optional(), columns: z.array(z.discriminatedUnion('component', [featureSchema, teaserSchema])).min(1) }),
  feature: featureSchema,
  teaser: teaserSchema,
  image: z.looseObject({ ...base, component: z.literal('image'), image: assetSchema, caption: z.string().optional() }),
  steps: z.looseObject({
    ...base,
    component: z.literal('steps'),
    title: text,
    items: z.array(stepSchema).min(1),
    aside_title: z.string().optional(),
    aside_text: z.string().optional(),
  }),
  posts_list: z.looseObject({
    ...base,
    component: z.literal('posts_list'),
    title: text,
    page_size: z.number().int().min(1).max(24).default(6),
  }),
} as const;

export type KnownBlockName = keyof typeof knownBlockSchemas;
export type Block<K extends KnownBlockName = KnownBlockName> = z.infer<(typeof knownBlockSchemas)[K]>;
export type UnknownBlock = { _uid: string; component: string; unknown: true };

const isKnown = (name: string): name is KnownBlockName => Object.hasOwn(knownBlockSchemas, name);

/**
 * A body block: a known block checked against its schema, or an unknown one kept as such (it
 * renders nothing for visitors and a warning in preview).
 */
export const bodyBlockSchema = z.looseObject({ _uid: uid, component: z.string().min(1) }).transform((raw, ctx): Block | UnknownBlock => {
  if (!isKnown(raw.component)) return { _uid: raw._uid, component: raw.component, unknown: true };
  const parsed = knownBlockSchemas[raw.component].safeParse(raw);
  if (parsed.success) return parsed.data as Block;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: issue.path } as never);
  return z.NEVER;
});
export type BodyBlock = Block | UnknownBlock;

export const pageSchema = z.looseObject({
  _uid: uid,
  component: z.literal('page'),
  title: text,
  description: text,
  og_image: assetSchema.optional(),
  /** A route rule: visiting the story goes to this target instead (a story or a web address). */
  redirect: linkSchema.optional(),
  body: z.array(bodyBlockSchema).default([]),
});
export type PageContent = z.infer<typeof pageSchema>;

export const postSchema = z.looseObject({
  _uid: uid,
  component: z.literal('post'),
  title: text,
  description: text.max(200, 'must be at most 200 characters'),
  image: assetSchema,
  intro: text,
  body: richTextSchema,
  sources: richTextSchema,
  /**
   * Posts to read next: ids in local files; in Storyblok a multi-option field of story uuids,
   * which the API resolves into stories (resolve_relations) or leaves as uuids beyond its limit.
   */
  related: z
    .array(
      z.union([
        z.string().regex(/^[a-z0-9-]+$/, 'must be a post id'),
        z.uuid(),
        z.looseObject({ slug: z.string().min(1), full_slug: z.string().optional(), uuid: z.string().optional() }),
      ]),
    )
    .default([]),
});
export type PostContent = z.infer<typeof postSchema>;

const storyFields = {
  name: text,
  slug: text,
  lang: z.string().optional(),
  published_at: z.string().nullish(),
  first_published_at: z.string().nullish(),
};

/** A story whose content is a page (home, help, …). */
export const storySchema = z.looseObject({ ...storyFields, content: pageSchema });
export type Story = z.infer<typeof storySchema>;

/** A post: a dated article with its sources. */
export const postStorySchema = z.looseObject({
  ...storyFields,
  first_published_at: z.iso.datetime({ message: 'must be an ISO date and time' }),
  content: postSchema,
});
export type PostStory = z.infer<typeof postStorySchema>;

export const dailyStepSchema = z.looseObject({
  _uid: uid,
  component: z.literal('daily_step'),
  /** The day of the programme this step belongs to: 1 is the quit day. */
  day: z.coerce.number().int().min(1).max(365),
  title: text,
  /** One sentence shown in the list of steps. */
  summary: text.max(160, 'must be at most 160 characters'),
  lesson: richTextSchema,
  /** Today's task, one or two sentences, marked done by the person. */
  task: text,
});
export type DailyStepContent = z.infer<typeof dailyStepSchema>;

/** A daily step of the programme: content/steps/day-NN/<locale>.json. */
export const dailyStepStorySchema = z.looseObject({ ...storyFields, content: dailyStepSchema });
export type DailyStepStory = z.infer<typeof dailyStepStorySchema>;

/** "content.body.2.items.0.answer: must not be empty" — the field and what is wrong with it. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(story)'}: ${issue.message}`)
    .join('; ');
}
