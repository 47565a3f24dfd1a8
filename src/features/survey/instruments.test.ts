import { describe, expect, it } from 'vitest';
import { surveyAnswersSchema, testSubmissionSchema } from './answers';
import { FTND, ftndBand, ftndScore, MTSS, perDayOption, readinessOf, type FtndAnswers } from './instruments';
import { parsePrice, profileErrors } from './components/dependence-test-profile';
import { formatMoney } from '@/features/programme/progress';

const most: FtndAnswers = { firstCigarette: 'within5', forbiddenPlaces: 'yes', hateToGiveUp: 'firstMorning', perDay: 'over30', morningMore: 'yes', whenIll: 'yes' };
const least: FtndAnswers = { firstCigarette: 'after60', forbiddenPlaces: 'no', hateToGiveUp: 'anyOther', perDay: 'upTo10', morningMore: 'no', whenIll: 'no' };

describe('Fagerström Test for Nicotine Dependence', () => {
  it('has the six published items with their points, from 0 to 10 in total', () => {
    expect(FTND.items.map((i) => i.id)).toEqual(['firstCigarette', 'forbiddenPlaces', 'hateToGiveUp', 'perDay', 'morningMore', 'whenIll']);
    expect(FTND.items.map((i) => Math.max(...i.options.map((o) => o.points)))).toEqual([3, 1, 1, 3, 1, 1]);
    expect(ftndScore(most)).toBe(10);
    expect(ftndScore(least)).toBe(0);
    expect(ftndScore({ ...least, firstCigarette: 'within30', perDay: 'from21to30', whenIll: 'yes' })).toBe(5);
    expect(FTND.citation).toMatch(/Heatherton.*1991/);
  });

  it('names the band of every score, and the bands cover 0–10 without gaps', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(ftndBand)).toEqual(['veryLow', 'veryLow', 'veryLow', 'low', 'low', 'medium', 'high', 'high', 'veryHigh', 'veryHigh', 'veryHigh']);
    expect(() => ftndBand(11)).toThrow(RangeError);
    expect(() => ftndBand(-1)).toThrow(RangeError);
  });

  it('answers the per-day item from the number of cigarettes', () => {
    expect([1, 10, 11, 20, 21, 30, 31, 60].map(perDayOption)).toEqual(['upTo10', 'upTo10', 'from11to20', 'from11to20', 'from21to30', 'from21to30', 'over30', 'over30']);
  });

  it('refuses a missing answer', () => {
    expect(() => ftndScore({ ...most, whenIll: undefined } as unknown as FtndAnswers)).toThrow();
  });
});

describe('Motivation To Stop Scale', () => {
  it('has seven levels and maps them to readiness', () => {
    expect(MTSS.levels).toHaveLength(7);
    expect(MTSS.levels.map((l) => readinessOf(l.level))).toEqual(['notReady', 'notReady', 'considering', 'considering', 'preparing', 'ready', 'ready']);
  });
});

describe('survey answers', () => {
  const valid = { mtss: 6, importance: 9, confidence: 5, reasons: ['health', 'other'], reasonOther: 'My daughter', triggers: ['coffee'], pastAttempts: 'none', helped: ['nrt'] };

  it('accepts a complete survey and drops what does not apply', () => {
    const parsed = surveyAnswersSchema.parse({ ...valid, triggerOther: 'ignored' });
    expect(parsed.reasonOther).toBe('My daughter');
    expect(parsed.triggerOther).toBeUndefined();
    expect(parsed.helped).toEqual([]);
  });

  it('names what is wrong with message keys', () => {
    const issues = (input: unknown) => surveyAnswersSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...valid, mtss: 8 })).toEqual([['mtss', 'required']]);
    expect(issues({ ...valid, importance: 11 })).toEqual([['importance', 'range']]);
    expect(issues({ ...valid, reasons: [] })).toEqual([['reasons', 'pickOne']]);
    expect(issues({ ...valid, reasonOther: '' })).toEqual([['reasonOther', 'describeOther']]);
    expect(issues({ ...valid, reasonOther: 'x'.repeat(201) })).toEqual([['reasonOther', 'tooLong']]);
    expect(issues({ ...valid, triggers: ['smoking'] })?.[0]?.[0]).toBe('triggers.0');
    expect(issues({ ...valid, pastAttempts: undefined })).toEqual([['pastAttempts', 'required']]);
  });
});

describe('test submission', () => {
  const profile = { cigarettesPerDay: 20, cigarettesPerPack: 20, packPriceMinor: 850, currency: 'EUR', yearsSmoked: 12 };
  it('accepts the answers with a smoking profile within range', () => {
    expect(testSubmissionSchema.safeParse({ answers: most, profile }).success).toBe(true);
    for (const bad of [{ cigarettesPerDay: 0 }, { cigarettesPerDay: 101 }, { cigarettesPerDay: 2.5 }, { packPriceMinor: 0 }, { currency: 'XXX' }, { yearsSmoked: 81 }]) {
      expect(testSubmissionSchema.safeParse({ answers: most, profile: { ...profile, ...bad } }).success, JSON.stringify(bad)).toBe(false);
    }
    expect(testSubmissionSchema.safeParse({ answers: { ...most, firstCigarette: 'never' }, profile }).success).toBe(false);
  });

  it('reads a pack price written either way', () => {
    expect(parsePrice('8,50', 'EUR')).toBe(850);
    expect(parsePrice('8.5', 'EUR')).toBe(850);
    expect(parsePrice(' 12 ', 'PLN')).toBe(1200);
    expect(parsePrice('8.505', 'EUR')).toBeNull();
    expect(parsePrice('-3', 'EUR')).toBeNull();
    expect(parsePrice('abc', 'EUR')).toBeNull();
    // Forints are written without a minor unit: a pack at 2 500 Ft is 2500, and shows as such.
    expect(parsePrice('2500', 'HUF')).toBe(2500);
    expect(parsePrice('2 500', 'HUF')).toBe(2500);
    expect(formatMoney(parsePrice('2500', 'HUF')!, 'HUF', 'en')).toBe('HUF\u00a02,500');
    expect(formatMoney(parsePrice('8,50', 'EUR')!, 'EUR', 'de')).toBe('8,50\u00a0€');
    const profile = { cigarettesPerDay: '20', cigarettesPerPack: '20', packPrice: '2500', currency: 'HUF', yearsSmoked: '10' };
    expect(profileErrors(profile)).toEqual({});
  });
});
