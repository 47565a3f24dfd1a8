'use client';

import { useEffect, useState } from 'react';
import { useSignedIn } from '@/features/auth/client/session';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import { Field } from '@/ui/field';
import { HELPED, MTSS, PAST_ATTEMPTS, readinessOf, REASONS, TRIGGERS, type Helped, type MtssLevel, type PastAttempts, type Reason, type Trigger } from '../instruments';
import { forgetDraft, newEntry } from '../client/pending';
import { ResultActions, saveFinished, SaveStatus, type Saved } from './save-status';
import { CheckboxList, Question, RadioList, Ruler } from './choices';
import { Stepper } from './stepper';
import { SurveyHistory } from './survey-history';

type Strings = Messages['survey'];
interface Draft {
  mtss?: MtssLevel;
  importance?: number;
  confidence?: number;
  reasons: Reason[];
  reasonOther: string;
  triggers: Trigger[];
  triggerOther: string;
  pastAttempts?: PastAttempts;
  helped: Helped[];
}
const EMPTY: Draft = { reasons: [], reasonOther: '', triggers: [], triggerOther: '', helped: [] };
const DRAFT_KEY = 'exhale.survey.draft.v1';
const STEPS = 6;
type ErrorKey = keyof Strings['errors'];

/** The error of a step, as a message key, or null (the server checks the same with zod). */
function stepError(step: number, d: Draft): { field: string; key: ErrorKey } | null {
  const other = (text: string) => (!text.trim() ? 'describeOther' : text.trim().length > 200 ? 'tooLong' : null);
  switch (step) {
    case 0:
      return d.mtss ? null : { field: 'mtss', key: 'required' };
    case 1:
      return d.importance === undefined ? { field: 'importance', key: 'required' } : null;
    case 2:
      return d.confidence === undefined ? { field: 'confidence', key: 'required' } : null;
    case 3: {
      if (d.reasons.length === 0) return { field: 'reasons', key: 'pickOne' };
      const problem = d.reasons.includes('other') ? other(d.reasonOther) : null;
      return problem ? { field: 'reasonOther', key: problem } : null;
    }
    case 4: {
      if (d.triggers.length === 0) return { field: 'triggers', key: 'pickOne' };
      const problem = d.triggers.includes('other') ? other(d.triggerOther) : null;
      return problem ? { field: 'triggerOther', key: problem } : null;
    }
    default:
      return d.pastAttempts ? null : { field: 'pastAttempts', key: 'required' };
  }
}

interface Finished {
  answers: Draft & { mtss: MtssLevel; importance: number; confidence: number; pastAttempts: PastAttempts };
  saved: Saved;
  entry: { id: string; completedAt: string; data: unknown };
}

export function MotivationSurvey({ strings, locale }: { strings: Strings; locale: Locale }) {
  const signedIn = useSignedIn();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<{ field: string; key: ErrorKey } | null>(null);
  const [resumed, setResumed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState<Finished | null>(null);

  // Resumable: the answers so far are kept in this browser after every change.
  useEffect(() => {
    try {
      const saved = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null') as { step: number; draft: Draft } | null;
      if (saved && typeof saved.step === 'number' && saved.draft) {
        // The kept draft is restored after hydration: the server renders the first question.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setDraft({ ...EMPTY, ...saved.draft });
        setStep(Math.min(Math.max(0, saved.step), STEPS - 1));
        setResumed(saved.step > 0 || saved.draft.mtss !== undefined);
      }
    } catch {
      // A damaged draft is simply not resumed.
    }
  }, []);
  const remember = (next: Draft, nextStep = step) => {
    setDraft(next);
    setError(null);
    try {
      window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ step: nextStep, draft: next }));
    } catch {
      // Storage blocked: the survey still works, it just cannot be resumed.
    }
  };
  const goTo = (next: number) => {
    setStep(next);
    setError(null);
    remember(draft, next);
  };

  const save = (entry: Finished['entry']) => saveFinished('survey', entry, signedIn);

  async function finish() {
    const answers = draft as Finished['answers'];
    const data = {
      mtss: answers.mtss,
      importance: answers.importance,
      confidence: answers.confidence,
      reasons: answers.reasons,
      reasonOther: answers.reasons.includes('other') ? answers.reasonOther.trim() : undefined,
      triggers: answers.triggers,
      triggerOther: answers.triggers.includes('other') ? answers.triggerOther.trim() : undefined,
      pastAttempts: answers.pastAttempts,
      helped: answers.pastAttempts === 'none' ? [] : answers.helped,
    };
    const entry = newEntry(data);
    setBusy(true);
    const saved = await save(entry);
    setBusy(false);
    forgetDraft(DRAFT_KEY);
    setFinished({ answers, saved, entry });
  }

  async function retry() {
    if (!finished) return;
    setBusy(true);
    const saved = await save(finished.entry);
    setBusy(false);
    setFinished({ ...finished, saved });
  }

  const history = <SurveyHistory strings={strings} locale={locale} refresh={finished ? 1 : 0} />;
  if (finished) {
    return (
      <>
        <SurveyResult strings={strings} locale={locale} finished={finished} busy={busy} onRetry={retry} onAgain={() => { setFinished(null); setDraft(EMPTY); setStep(0); setResumed(false); }} />
        {history}
      </>
    );
  }

  const err = (field: string) => (error?.field === field ? strings.errors[error.key] : undefined);
  const options = <K extends string>(ids: readonly K[], labels: Record<K, string>) => ids.map((id) => ({ value: id, label: labels[id] }));

  return (
    <>
      {resumed ? (
        <div className="mx-auto mb-6 max-w-2xl">
          <Alert tone="info">
            {strings.resumed}{' '}
            <button type="button" className="font-semibold underline" onClick={() => { remember(EMPTY, 0); setStep(0); setResumed(false); }}>
              {strings.startOver}
            </button>
          </Alert>
        </div>
      ) : null}
      <Stepper
        id="motivation-survey"
        step={step}
        total={STEPS}
        strings={strings}
        busy={busy}
        onStep={goTo}
        validate={() => {
          const problem = stepError(step, draft);
          setError(problem);
          return problem === null;
        }}
        onFinish={() => void finish()}
      >
        {step === 0 ? (
          <Question id="mtss" title={strings.mtss.title} hint={strings.mtss.hint} error={err('mtss')}>
            <RadioList
              name="mtss"
              value={draft.mtss}
              onChange={(mtss) => remember({ ...draft, mtss })}
              options={[...MTSS.levels].reverse().map(({ level }) => ({ value: level, label: strings.mtss.levels[String(level) as keyof Strings['mtss']['levels']] }))}
            />
          </Question>
        ) : step === 1 ? (
          <Question id="importance" title={strings.importance.title} hint={strings.importance.hint} error={err('importance')}>
            <Ruler name="importance" value={draft.importance} onChange={(importance) => remember({ ...draft, importance })} low={strings.importance.low} high={strings.importance.high} />
          </Question>
        ) : step === 2 ? (
          <Question id="confidence" title={strings.confidence.title} hint={strings.confidence.hint} error={err('confidence')}>
            <Ruler name="confidence" value={draft.confidence} onChange={(confidence) => remember({ ...draft, confidence })} low={strings.confidence.low} high={strings.confidence.high} />
          </Question>
        ) : step === 3 ? (
          <Question id="reasons" title={strings.reasons.title} hint={strings.reasons.hint} error={err('reasons')}>
            <CheckboxList name="reasons" values={draft.reasons} onChange={(reasons) => remember({ ...draft, reasons })} options={options(REASONS, strings.reasons.options)} />
            {draft.reasons.includes('other') ? (
              <OtherText label={strings.reasons.otherLabel} value={draft.reasonOther} error={err('reasonOther')} onChange={(reasonOther) => remember({ ...draft, reasonOther })} />
            ) : null}
          </Question>
        ) : step === 4 ? (
          <Question id="triggers" title={strings.triggers.title} hint={strings.triggers.hint} error={err('triggers')}>
            <CheckboxList name="triggers" values={draft.triggers} onChange={(triggers) => remember({ ...draft, triggers })} options={options(TRIGGERS, strings.triggers.options)} />
            {draft.triggers.includes('other') ? (
              <OtherText label={strings.triggers.otherLabel} value={draft.triggerOther} error={err('triggerOther')} onChange={(triggerOther) => remember({ ...draft, triggerOther })} />
            ) : null}
          </Question>
        ) : (
          <>
            <Question id="pastAttempts" title={strings.attempts.title} hint={strings.attempts.hint} error={err('pastAttempts')}>
              <RadioList name="pastAttempts" value={draft.pastAttempts} onChange={(pastAttempts) => remember({ ...draft, pastAttempts })} options={options(PAST_ATTEMPTS, strings.attempts.options)} />
            </Question>
            {draft.pastAttempts && draft.pastAttempts !== 'none' ? (
              <fieldset className="mt-8" aria-describedby="helped-hint">
                <legend className="text-lg font-semibold">{strings.attempts.helpedTitle}</legend>
                <p id="helped-hint" className="mt-1 mb-4 text-sm text-ink-muted">
                  {strings.attempts.helpedHint}
                </p>
                <CheckboxList name="helped" values={draft.helped} onChange={(helped) => remember({ ...draft, helped })} options={options(HELPED, strings.attempts.helped)} />
              </fieldset>
            ) : null}
          </>
        )}
      </Stepper>
      {history}
    </>
  );
}

function OtherText({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (value: string) => void }) {
  return <Field className="mt-4" label={label} name="other" type="text" maxLength={200} value={value} error={error} onChange={(event) => onChange(event.target.value)} />;
}

function SurveyResult({ strings, locale, finished, busy, onRetry, onAgain }: { strings: Strings; locale: Locale; finished: Finished; busy: boolean; onRetry: () => void; onAgain: () => void }) {
  const { answers, saved } = finished;
  const stage = strings.result.stage[readinessOf(answers.mtss)];
  const reasons = answers.reasons.map((r) => (r === 'other' ? answers.reasonOther.trim() : strings.reasons.options[r]));
  return (
    <section aria-labelledby="result-title" className="mx-auto max-w-2xl">
      <p className="text-sm font-semibold text-brand-800">{strings.result.title}</p>
      <h2 id="result-title" tabIndex={-1} ref={(el) => el?.focus()} className="mt-2 text-3xl font-bold tracking-tight focus:outline-none">
        {stage.title}
      </h2>
      <p className="mt-4 text-lg text-ink-muted">{stage.body}</p>

      <div className="mt-8 rounded-[var(--radius-card)] border border-line bg-surface p-6">
        <h3 className="text-lg font-semibold">{strings.result.yourReasons}</h3>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p className="mt-5 text-ink-muted">{fill(strings.result.scores, { importance: answers.importance, confidence: answers.confidence })}</p>
        {answers.confidence + 2 <= answers.importance ? <p className="mt-2">{strings.result.confidenceTip}</p> : null}
      </div>

      <div className="mt-6">
        <SaveStatus saved={saved} locale={locale} text={strings.result} errors={strings.errors} retryLabel={strings.retry} busy={busy} onRetry={onRetry} />
      </div>

      <h3 className="mt-10 text-lg font-semibold">{strings.result.next}</h3>
      <ResultActions locale={locale} next="/survey/test" nextLabel={strings.result.nextTest} againLabel={strings.result.again} onAgain={onAgain} source={strings.result.source} />
    </section>
  );
}
