import { z } from 'zod';
import { CURRENCIES, FTND, HELPED, MTSS, PAST_ATTEMPTS, REASONS, RULERS, TRIGGERS, type FtndAnswers } from './instruments';

// What the motivation survey and the dependence test send: checked in the browser before each
// step and again on the server. Issue messages are message keys (`survey.errors.*`), so every
// error is shown translated.

const ruler = z.number({ error: 'required' }).int('required').min(RULERS.min, 'range').max(RULERS.max, 'range');
const otherText = z.string().trim().max(200, 'tooLong').optional();

export const surveyAnswersSchema = z
  .object({
    mtss: z
      .number({ error: 'required' })
      .int('required')
      .min(1, 'required')
      .max(MTSS.levels.length, 'required'),
    importance: ruler,
    confidence: ruler,
    reasons: z.array(z.enum(REASONS)).min(1, 'pickOne').max(REASONS.length),
    reasonOther: otherText,
    triggers: z.array(z.enum(TRIGGERS)).min(1, 'pickOne').max(TRIGGERS.length),
    triggerOther: otherText,
    pastAttempts: z.enum(PAST_ATTEMPTS, { error: 'required' }),
    helped: z.array(z.enum(HELPED)).max(HELPED.length).default([]),
  })
  .superRefine((answers, ctx) => {
    if (answers.reasons.includes('other') && !answers.reasonOther) ctx.addIssue({ code: 'custom', path: ['reasonOther'], message: 'describeOther' });
    if (answers.triggers.includes('other') && !answers.triggerOther) ctx.addIssue({ code: 'custom', path: ['triggerOther'], message: 'describeOther' });
  })
  .transform((answers) => ({
    ...answers,
    reasonOther: answers.reasons.includes('other') ? answers.reasonOther : undefined,
    triggerOther: answers.triggers.includes('other') ? answers.triggerOther : undefined,
    helped: answers.pastAttempts === 'none' ? [] : answers.helped,
  }));
export type SurveyAnswers = z.infer<typeof surveyAnswersSchema>;

const option = <const T extends readonly { id: string }[]>(options: T) => z.enum(options.map((o) => o.id) as [T[number]['id'], ...T[number]['id'][]], { error: 'required' });
const [first, forbidden, hate, perDay, morning, ill] = FTND.items;

/** The six items of the test; the per-day item comes from the profile's number. */
export const ftndAnswersSchema = z.object({
  firstCigarette: option(first.options),
  forbiddenPlaces: option(forbidden.options),
  hateToGiveUp: option(hate.options),
  perDay: option(perDay.options),
  morningMore: option(morning.options),
  whenIll: option(ill.options),
}) satisfies z.ZodType<FtndAnswers>;

export const smokingProfileSchema = z.object({
  cigarettesPerDay: z.number({ error: 'required' }).int('wholeNumber').min(1, 'range').max(100, 'range'),
  cigarettesPerPack: z.number({ error: 'required' }).int('wholeNumber').min(1, 'range').max(100, 'range'),
  /** Price of one pack in the currency's minor unit (cents). */
  packPriceMinor: z.number({ error: 'required' }).int('required').min(1, 'range').max(100_000, 'range'),
  currency: z.enum(CURRENCIES, { error: 'required' }),
  yearsSmoked: z.number({ error: 'required' }).int('wholeNumber').min(0, 'range').max(80, 'range'),
});
export type SmokingProfile = z.infer<typeof smokingProfileSchema>;

export const testSubmissionSchema = z.object({ answers: ftndAnswersSchema, profile: smokingProfileSchema });
export type TestSubmission = z.infer<typeof testSubmissionSchema>;

/** A finished survey or test as kept in the browser before there is an account. */
export const pendingSchema = z.object({
  survey: z.object({ answers: surveyAnswersSchema, completedAt: z.iso.datetime() }).optional(),
  test: z.object({ submission: testSubmissionSchema, completedAt: z.iso.datetime() }).optional(),
});
