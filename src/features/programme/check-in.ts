import { z } from 'zod';
import { isTimeZone } from './progress';
import { isCalendarDay } from '@/lib/calendar-day';

// The daily check-in: smoke-free today or not, the cravings (how many, the strongest), mood and
// a note. One per local day; today's and the past week's can be changed.

export const EDITABLE_DAYS = 7;
export const MOODS = [1, 2, 3, 4, 5] as const;

export const checkInSchema = z.object({
  day: z.string().refine(isCalendarDay, 'invalidDate'),
  timeZone: z.string().min(1).max(64).refine(isTimeZone, 'invalid'),
  smokeFree: z.boolean({ error: 'required' }),
  cravings: z.number({ error: 'required' }).int('wholeNumber').min(0, 'range').max(100, 'range'),
  cravingStrength: z.number({ error: 'required' }).int('wholeNumber').min(0, 'range').max(10, 'range'),
  mood: z.number({ error: 'required' }).int().min(1, 'required').max(5, 'required'),
  note: z.string().trim().max(500, 'tooLong').optional(),
});
export type CheckInInput = z.infer<typeof checkInSchema>;
