import 'server-only';
import { onAppDb } from '@/db/client';
import type { Db } from '@/db/create';
import type { SurveyAnswers } from '@/features/survey/answers';
import { surveyHistory } from '@/features/survey/server/store';
import type { Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { reasonTexts } from '../reasons';
import type { SosData } from '../sos-data';

/** The SOS's strings in the person's language, with their own reasons from the latest survey. */
export async function loadSosData(db: Db, userId: string, locale: Locale): Promise<SosData> {
  const [messages, [latest]] = await Promise.all([loadMessages(locale), surveyHistory(db, userId, 1)]);
  const answers = latest?.answers as SurveyAnswers | undefined;
  const reasons = (answers?.reasons ?? []).map((key) => (key === 'other' ? { key, text: answers?.reasonOther ?? '' } : { key }));
  return {
    strings: messages.programme.sos,
    triggerLabels: messages.survey.triggers.options,
    reasons: reasonTexts(reasons, messages.survey.reasons.options),
    help: messages.helpNearYou,
    queuedNote: messages.pwa.sos.queued,
  };
}

/** loadSosData on the app's database: GET /api/programme/sos. */
export const sosDataOf = onAppDb(loadSosData);
