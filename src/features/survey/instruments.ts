// The instruments of the motivation survey and the dependence test, as data (DESIGN.md §1): the
// items, options, points and score bands with their citations. The words shown to people are in
// the message catalogs under `survey.*` and `test.*`, keyed by the ids below; the English wording
// of the published items is kept here beside each id, for reference and for the tests.

export const MTSS = {
  name: 'Motivation To Stop Scale',
  citation: 'Kotz D, Brown J, West R. Predictive validity of the Motivation To Stop Scale (MTSS): a single-item measure of motivation to stop smoking. Drug Alcohol Depend. 2013;128(1-2):15-19.',
  doi: '10.1016/j.drugalcdep.2012.07.012',
  /** Level 1 (lowest) to 7 (highest), with the published English statements. */
  levels: [
    { level: 1, en: "I don't want to stop smoking" },
    { level: 2, en: "I think I should stop smoking but don't really want to" },
    { level: 3, en: "I want to stop smoking but haven't thought about when" },
    { level: 4, en: "I REALLY want to stop smoking but I don't know when I will" },
    { level: 5, en: 'I want to stop smoking and hope to soon' },
    { level: 6, en: 'I REALLY want to stop smoking and intend to in the next 3 months' },
    { level: 7, en: 'I REALLY want to stop smoking and intend to in the next month' },
  ],
} as const;
export type MtssLevel = (typeof MTSS.levels)[number]['level'];

/** Readiness as the result screen names it, from the MTSS level. */
export type Readiness = 'notReady' | 'considering' | 'preparing' | 'ready';
export function readinessOf(level: MtssLevel): Readiness {
  if (level <= 2) return 'notReady';
  if (level <= 4) return 'considering';
  if (level <= 5) return 'preparing';
  return 'ready';
}

export const RULERS = {
  citation: 'Boudreaux ED, Sullivan A, Abar B, Bernstein SL, Ginde AA, Camargo CA Jr. Motivation rulers for smoking cessation: a prospective observational examination of construct and predictive validity. Addict Sci Clin Pract. 2012;7:8.',
  doi: '10.1186/1940-0640-7-8',
  min: 0,
  max: 10,
} as const;

export const REASONS = ['health', 'money', 'family', 'fitness', 'smellTaste', 'pregnancy', 'other'] as const;
export type Reason = (typeof REASONS)[number];

export const TRIGGERS = ['stress', 'coffee', 'alcohol', 'afterMeals', 'driving', 'boredom', 'social', 'other'] as const;
export type Trigger = (typeof TRIGGERS)[number];

export const PAST_ATTEMPTS = ['none', 'one', 'twoToThree', 'fourOrMore'] as const;
export type PastAttempts = (typeof PAST_ATTEMPTS)[number];

export const HELPED = ['coldTurkey', 'nrt', 'medication', 'ecigarette', 'counselling', 'app', 'support', 'nothing'] as const;
export type Helped = (typeof HELPED)[number];

/** The Fagerström Test for Nicotine Dependence: six items, 0–10 points. */
export const FTND = {
  name: 'Fagerström Test for Nicotine Dependence',
  citation: 'Heatherton TF, Kozlowski LT, Frecker RC, Fagerström KO. The Fagerström Test for Nicotine Dependence: a revision of the Fagerström Tolerance Questionnaire. Br J Addict. 1991;86(9):1119-1127.',
  doi: '10.1111/j.1360-0443.1991.tb01879.x',
  items: [
    {
      id: 'firstCigarette',
      en: 'How soon after you wake up do you smoke your first cigarette?',
      options: [
        { id: 'within5', points: 3, en: 'Within 5 minutes' },
        { id: 'within30', points: 2, en: '6–30 minutes' },
        { id: 'within60', points: 1, en: '31–60 minutes' },
        { id: 'after60', points: 0, en: 'After 60 minutes' },
      ],
    },
    {
      id: 'forbiddenPlaces',
      en: 'Do you find it difficult to refrain from smoking in places where it is forbidden (e.g. in church, at the library, in the cinema)?',
      options: [
        { id: 'yes', points: 1, en: 'Yes' },
        { id: 'no', points: 0, en: 'No' },
      ],
    },
    {
      id: 'hateToGiveUp',
      en: 'Which cigarette would you hate most to give up?',
      options: [
        { id: 'firstMorning', points: 1, en: 'The first one in the morning' },
        { id: 'anyOther', points: 0, en: 'All others' },
      ],
    },
    {
      id: 'perDay',
      en: 'How many cigarettes per day do you smoke?',
      options: [
        { id: 'upTo10', points: 0, en: '10 or less' },
        { id: 'from11to20', points: 1, en: '11–20' },
        { id: 'from21to30', points: 2, en: '21–30' },
        { id: 'over30', points: 3, en: '31 or more' },
      ],
    },
    {
      id: 'morningMore',
      en: 'Do you smoke more frequently during the first hours after waking than during the rest of the day?',
      options: [
        { id: 'yes', points: 1, en: 'Yes' },
        { id: 'no', points: 0, en: 'No' },
      ],
    },
    {
      id: 'whenIll',
      en: 'Do you smoke if you are so ill that you are in bed most of the day?',
      options: [
        { id: 'yes', points: 1, en: 'Yes' },
        { id: 'no', points: 0, en: 'No' },
      ],
    },
  ],
  /** Score bands as commonly used with the FTND (Fagerström 2012 review; NHS and WHO materials). */
  bands: [
    { band: 'veryLow', min: 0, max: 2 },
    { band: 'low', min: 3, max: 4 },
    { band: 'medium', min: 5, max: 5 },
    { band: 'high', min: 6, max: 7 },
    { band: 'veryHigh', min: 8, max: 10 },
  ],
} as const;

export type FtndItem = (typeof FTND.items)[number];
export type FtndItemId = FtndItem['id'];
export type FtndBand = (typeof FTND.bands)[number]['band'];
export type FtndAnswers = { [K in FtndItemId]: Extract<FtndItem, { id: K }>['options'][number]['id'] };

/** The total of the six answers, 0–10. */
export function ftndScore(answers: FtndAnswers): number {
  return FTND.items.reduce((total, item) => {
    const option = item.options.find((o) => o.id === answers[item.id as FtndItemId]);
    if (!option) throw new Error(`No answer for ${item.id}`);
    return total + option.points;
  }, 0);
}

export function ftndBand(score: number): FtndBand {
  const band = FTND.bands.find((b) => score >= b.min && score <= b.max);
  if (!band) throw new RangeError(`Score out of range: ${score}`);
  return band.band;
}

/** The per-day item's option that matches a number of cigarettes a day (the profile fills it in). */
export function perDayOption(cigarettesPerDay: number): FtndAnswers['perDay'] {
  if (cigarettesPerDay <= 10) return 'upTo10';
  if (cigarettesPerDay <= 20) return 'from11to20';
  if (cigarettesPerDay <= 30) return 'from21to30';
  return 'over30';
}

/** The currency a smoking profile starts with, from the page's language. */
export const DEFAULT_CURRENCY: Record<string, string> = {
  en: 'GBP',
  de: 'EUR',
  fr: 'EUR',
  nl: 'EUR',
  es: 'EUR',
  ru: 'RUB',
  it: 'EUR',
  pt: 'EUR',
  pl: 'PLN',
};
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'RUB', 'CAD', 'AUD', 'BRL', 'SEK', 'NOK', 'DKK', 'CZK', 'HUF', 'RON', 'UAH'] as const;
export type Currency = (typeof CURRENCIES)[number];
