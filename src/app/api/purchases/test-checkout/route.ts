import { z } from 'zod';
import { testCheckoutAnswer } from '@/features/purchases/server/checkout-answers';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

const schema = z.object({ id: z.string().min(1).max(64), outcome: z.enum(['complete', 'decline'], 'invalid') });

/** The test checkout's two buttons (PAYMENTS=test): the payment completed or declined, by its buyer only. */
export const POST = programmeEndpoint(schema, async ({ db, userId, body, now }) => testCheckoutAnswer(db, userId, body, now));
