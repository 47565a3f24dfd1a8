import { z } from 'zod';
import { checkoutAnswer } from '@/features/purchases/server/checkout-answers';
import { programmeEndpoint } from '@/features/survey/server/endpoint';
import { locales } from '@/i18n/locales';

const schema = z.object({ currency: z.string().regex(/^[A-Z]{3}$/, 'invalid'), locale: z.enum(locales, 'invalid') });

/** Starts buying the programme in the chosen currency; answers the address of the checkout to go to. */
export const POST = programmeEndpoint(schema, async ({ db, userId, body, now }) => checkoutAnswer(db, userId, body, now));
