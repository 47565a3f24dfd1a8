import { z } from 'zod';
import { surveyAnswersSchema } from '@/features/survey/answers';
import { programmeEndpoint, programmeRead } from '@/features/survey/server/endpoint';
import { completionTime, saveSurvey, surveyHistory } from '@/features/survey/server/store';

/** A completed motivation survey of the signed-in user (also one carried over from the browser). */
export const POST = programmeEndpoint(z.object({ id: z.uuid(), answers: surveyAnswersSchema, completedAt: z.iso.datetime().optional() }), ({ db, userId, body }) =>
  saveSurvey(db, userId, body.id, body.answers, completionTime(body.completedAt)),
);

/** The signed-in user's surveys, newest first, with their scores (the survey page lists them). */
export const GET = programmeRead(async ({ db, userId }) => ({
  surveys: (await surveyHistory(db, userId)).map(({ id, mtss, importance, confidence, completedAt }) => ({ id, mtss, importance, confidence, completedAt })),
}));
