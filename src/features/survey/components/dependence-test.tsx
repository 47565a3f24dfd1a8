'use client';

import { useEffect, useState } from 'react';
import { useSignedIn } from '@/features/auth/client/session';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { Field, inputClasses } from '@/ui/field';
import { CURRENCIES, DEFAULT_CURRENCY, FTND, ftndBand, ftndScore, perDayOption, type FtndAnswers } from '../instruments';
import { forgetDraft, newEntry } from '../client/pending';
import { saveFinished } from './save-status';
import { Question, RadioList } from './choices';
import { Stepper } from './stepper';
import { parsePrice, profileErrors, type ErrorKey, type Profile } from './dependence-test-profile';
import { TestResult, type Finished } from './dependence-test-result';

type Strings = Messages['test'];
type SurveyStrings = Messages['survey'];

// The five items asked one by one; "cigarettes per day" is answered with the profile's number.
const ASKED = FTND.items.filter((item) => item.id !== 'perDay');
const STEPS = ASKED.length + 1;
const DRAFT_KEY = 'exhale.test.draft.v1';

type Answers = Partial<Omit<FtndAnswers, 'perDay'>>;

export function DependenceTest({ strings, surveyStrings, locale }: { strings: Strings; surveyStrings: SurveyStrings; locale: Locale }) {
  const signedIn = useSignedIn();
  const [answers, setAnswers] = useState<Answers>({});
  const [profile, setProfile] = useState<Profile>({ cigarettesPerDay: '', cigarettesPerPack: '20', packPrice: '', currency: DEFAULT_CURRENCY[locale] ?? 'EUR', yearsSmoked: '' });
  const [step, setStep] = useState(0);
  const [error, setError] = useState<ErrorKey | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Profile, ErrorKey>>>({});
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState<Finished | null>(null);

  useEffect(() => {
    try {
      const saved = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null') as { step: number; answers: Answers; profile: Profile } | null;
      if (saved && typeof saved.step === 'number') {
        // The kept draft is restored after hydration: the server renders the first question.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setAnswers(saved.answers ?? {});
        if (saved.profile) setProfile((p) => ({ ...p, ...saved.profile }));
        setStep(Math.min(Math.max(0, saved.step), STEPS - 1));
      }
    } catch {
      // A damaged draft is not resumed.
    }
  }, []);
  const persist = (next: { step?: number; answers?: Answers; profile?: Profile }) => {
    try {
      window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ step: next.step ?? step, answers: next.answers ?? answers, profile: next.profile ?? profile }));
    } catch {
      // Not resumable then.
    }
  };

  const save = (entry: Finished['entry']) => saveFinished('test', entry, signedIn);

  async function finish() {
    const cigarettesPerDay = Number(profile.cigarettesPerDay);
    const full = { ...answers, perDay: perDayOption(cigarettesPerDay) } as FtndAnswers;
    const data = {
      answers: full,
      profile: {
        cigarettesPerDay,
        cigarettesPerPack: Number(profile.cigarettesPerPack),
        packPriceMinor: parsePrice(profile.packPrice, profile.currency)!,
        currency: profile.currency,
        yearsSmoked: Number(profile.yearsSmoked),
      },
    };
    const score = ftndScore(full);
    const entry = newEntry(data);
    setBusy(true);
    const saved = await save(entry);
    setBusy(false);
    forgetDraft(DRAFT_KEY);
    setFinished({ score, band: ftndBand(score), saved, entry });
  }

  if (finished) {
    return (
      <TestResult
        strings={strings}
        errors={surveyStrings.errors}
        retryLabel={surveyStrings.retry}
        locale={locale}
        finished={finished}
        busy={busy}
        onRetry={async () => {
          setBusy(true);
          const saved = await save(finished.entry);
          setBusy(false);
          setFinished({ ...finished, saved });
        }}
        onAgain={() => {
          setFinished(null);
          setAnswers({});
          setStep(0);
        }}
      />
    );
  }

  const item = ASKED[step];
  const setField = (field: keyof Profile, value: string) => {
    const next = { ...profile, [field]: value };
    setProfile(next);
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
    persist({ profile: next });
  };
  const field = (name: keyof Profile, label: string, props: { inputMode: 'numeric' | 'decimal' }) => (
    <Field
      label={label}
      name={name}
      type="text"
      inputMode={props.inputMode}
      autoComplete="off"
      value={profile[name]}
      error={fieldErrors[name] ? surveyStrings.errors[fieldErrors[name]] : undefined}
      onChange={(event) => setField(name, event.target.value)}
    />
  );

  return (
    <Stepper
      id="dependence-test"
      step={step}
      total={STEPS}
      strings={surveyStrings}
      busy={busy}
      onStep={(next) => {
        setStep(next);
        setError(null);
        persist({ step: next });
      }}
      validate={() => {
        if (item) {
          const ok = answers[item.id as keyof Answers] !== undefined;
          setError(ok ? null : 'required');
          return ok;
        }
        const problems = profileErrors(profile);
        setFieldErrors(problems);
        return Object.keys(problems).length === 0;
      }}
      onFinish={() => void finish()}
    >
      {item ? (
        <Question id={item.id} title={strings.items[item.id as keyof Strings['items']].title} error={error ? surveyStrings.errors[error] : undefined}>
          <RadioList
            name={item.id}
            value={answers[item.id as keyof Answers]}
            onChange={(value) => {
              const next = { ...answers, [item.id]: value };
              setAnswers(next);
              setError(null);
              persist({ answers: next });
            }}
            options={item.options.map((option) => ({ value: option.id as string, label: (strings.items[item.id as keyof Strings['items']].options as Record<string, string>)[option.id]! }))}
          />
        </Question>
      ) : (
        <fieldset aria-describedby="profile-hint">
          <legend className="w-full">
            <h2 tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl">
              {strings.profile.title}
            </h2>
          </legend>
          <p id="profile-hint" className="mt-2 text-ink-muted">
            {strings.profile.hint}
          </p>
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            {field('cigarettesPerDay', strings.profile.cigarettesPerDay, { inputMode: 'numeric' })}
            {field('yearsSmoked', strings.profile.yearsSmoked, { inputMode: 'numeric' })}
            {field('cigarettesPerPack', strings.profile.cigarettesPerPack, { inputMode: 'numeric' })}
            <div className="grid grid-cols-[1fr_auto] items-start gap-3">
              {field('packPrice', strings.profile.packPrice, { inputMode: 'decimal' })}
              <div className="space-y-1.5">
                <label htmlFor="profile-currency" className="block text-sm font-semibold">
                  {strings.profile.currency}
                </label>
                <select id="profile-currency" value={profile.currency} className={inputClasses} onChange={(event) => setField('currency', event.target.value)}>
                  {CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </div>
        </fieldset>
      )}
    </Stepper>
  );
}
