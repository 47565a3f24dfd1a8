import { z } from 'zod';
import { testSubmissionSchema } from '@/features/survey/answers';
import { programmeEndpoint } from '@/features/survey/server/endpoint';
import { completionTime, saveTest } from '@/features/survey/server/store';

/** A completed dependence test with the smoking profile (also one carried over from the browser). */
export const POST = programmeEndpoint(z.object({ id: z.uuid(), submission: testSubmissionSchema, completedAt: z.iso.datetime().optional() }), ({ db, userId, body }) =>
  saveTest(db, userId, body.id, body.submission, completionTime(body.completedAt)),
);
