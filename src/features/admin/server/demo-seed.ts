import { randomBytes, randomUUID } from 'node:crypto';
import { count, inArray, like } from 'drizzle-orm';
import type { Db } from '@/db/create';
import {
  certificate,
  challenge,
  challengeInvitation,
  challengePartner,
  checkIn,
  craving,
  emailOutbox,
  emailPreference,
  encouragement,
  milestone,
  paymentEvent,
  purchase,
  quitAttempt,
  slip,
  smokingProfile,
  stepProgress,
  surveyResponse,
  testResult,
  user,
} from '@/db/schema';
import { PRESETS } from '@/features/challenges/rules';
import { signUnsubscribeToken } from '@/features/mail/email-token';
import type { OptionalCategory } from '@/features/mail/categories';
import { localHour } from '@/features/programme/log';
import { reachedMilestones } from '@/features/programme/milestones';
import { NRT_PLANS, SUGGESTED, addDays } from '@/features/programme/plan';
import { formatDay, formatMoney, localDay, startOfLocalDay } from '@/features/programme/progress';
import { FREE_STEP_DAYS, STEP_COUNT } from '@/features/programme/steps';
import { DEFAULT_PRICES, parsePrices, type Currency } from '@/features/purchases/prices';
import { HELPED, PAST_ATTEMPTS, REASONS, TRIGGERS, ftndBand, ftndScore, perDayOption, type FtndAnswers, type Trigger } from '@/features/survey/instruments';
import { localeTags, locales, type Locale } from '@/i18n/locales';
import { loadMessages, type Messages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';

// Demo data (`npm run seed -- --demo`): a few thousand made-up people going through the programme
// over the last weeks, so the admin area and the dashboards have something realistic to show.
// Every demo account has an address at DEMO_EMAIL_DOMAIN, which finds them again for --reset and
// which mail can never reach (.invalid, RFC 2606). They have no credential: nobody signs in as one.
// Distributions come from a seeded PRNG, so a seed and a `now` give the same data again; ids and
// certificate addresses stay random like the app's own.

export const DEMO_EMAIL_DOMAIN = 'demo.exhale.invalid';
const DEMO_EMAIL_PATTERN = `%@${DEMO_EMAIL_DOMAIN}`;

export class DemoDataPresentError extends Error {
  constructor(readonly users: number) {
    super(`demo data is already present (${users} users at @${DEMO_EMAIL_DOMAIN}); run again with --reset to replace it`);
    this.name = 'DemoDataPresentError';
  }
}

export interface SeedOptions {
  users?: number;
  days?: number;
  now?: Date;
  seed?: number;
  /** Delete the demo users (and what they made) first, instead of refusing. */
  reset?: boolean;
  /** The site the unsubscribe links of the demo emails point to. */
  siteUrl?: string;
}

/** The tables written, in the order they are written. */
export const SEEDED_TABLES = [
  'user',
  'email_preference',
  'survey_response',
  'test_result',
  'smoking_profile',
  'quit_attempt',
  'check_in',
  'slip',
  'craving',
  'step_progress',
  'milestone',
  'certificate',
  'challenge',
  'challenge_partner',
  'challenge_invitation',
  'encouragement',
  'purchase',
  'payment_event',
  'email_outbox',
] as const;
export type SeededTable = (typeof SEEDED_TABLES)[number];

export interface SeedSummary {
  /** Demo users deleted by --reset before seeding. */
  removedUsers: number;
  counts: Record<SeededTable, number>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Rows per INSERT: well below PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 500;

// ---------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: tiny, fast and good enough for made-up data; the same seed gives the same stream. */
class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** An integer from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let r = this.next() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }
  normal(mean: number, sd: number): number {
    const u = 1 - this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
  /** Knuth's method: fine for the small means used here. */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let k = 0;
    for (let p = this.next(); p > limit; p *= this.next()) k++;
    return k;
  }
  /** `n` different items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = 0; i < Math.min(n, copy.length); i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const hours = (weights: number[]) => weights.map((w, hour) => [hour, w] as const);

/** Local hours of sign-ups: evenings, then lunch and mornings. */
const SIGN_UP_HOURS = hours([1, 0.5, 0.3, 0.2, 0.2, 0.4, 1, 2, 3, 3.5, 3.5, 3.5, 4, 4, 3.5, 3.5, 3.5, 4, 4.5, 5, 5.5, 5.5, 4, 2.5]);
/** Local hours of cravings and slips: after waking, after meals, in the evening. */
const CRAVING_HOURS = hours([0.5, 0.2, 0.1, 0.1, 0.1, 0.3, 1.5, 4, 4, 3, 2.5, 2.5, 3, 3.5, 2.5, 2.5, 3, 3.5, 4, 4, 4, 3.5, 2.5, 1.2]);
/** Sunday to Saturday: people decide to quit at the start of the week. */
const WEEKDAY = [0.8, 1.3, 1.15, 1.05, 1, 0.9, 0.75];

// ---------------------------------------------------------------------------------------------
// People

const LOCALE_WEIGHTS: Record<Locale, number> = { en: 26, de: 20, fr: 10, nl: 7, es: 10, ru: 6, it: 8, pt: 6, pl: 7 };

/** Where people of a language live, with the currency and the price of a pack they would enter. */
interface Place {
  timeZone: string;
  weight: number;
  currency: string;
  packPriceMinor: number;
  packSize: number;
}
const PLACES: Record<Locale, Place[]> = {
  en: [
    { timeZone: 'Europe/London', weight: 62, currency: 'GBP', packPriceMinor: 1650, packSize: 20 },
    { timeZone: 'Europe/Dublin', weight: 8, currency: 'EUR', packPriceMinor: 1700, packSize: 20 },
    { timeZone: 'America/New_York', weight: 14, currency: 'USD', packPriceMinor: 1100, packSize: 20 },
    { timeZone: 'America/Chicago', weight: 5, currency: 'USD', packPriceMinor: 900, packSize: 20 },
    { timeZone: 'America/Los_Angeles', weight: 6, currency: 'USD', packPriceMinor: 1000, packSize: 20 },
    { timeZone: 'Australia/Sydney', weight: 5, currency: 'AUD', packPriceMinor: 4500, packSize: 25 },
  ],
  de: [
    { timeZone: 'Europe/Berlin', weight: 80, currency: 'EUR', packPriceMinor: 900, packSize: 20 },
    { timeZone: 'Europe/Vienna', weight: 12, currency: 'EUR', packPriceMinor: 700, packSize: 20 },
    { timeZone: 'Europe/Zurich', weight: 8, currency: 'CHF', packPriceMinor: 950, packSize: 20 },
  ],
  fr: [
    { timeZone: 'Europe/Paris', weight: 85, currency: 'EUR', packPriceMinor: 1250, packSize: 20 },
    { timeZone: 'Europe/Brussels', weight: 10, currency: 'EUR', packPriceMinor: 850, packSize: 20 },
    { timeZone: 'America/Toronto', weight: 5, currency: 'CAD', packPriceMinor: 1700, packSize: 20 },
  ],
  nl: [
    { timeZone: 'Europe/Amsterdam', weight: 80, currency: 'EUR', packPriceMinor: 1100, packSize: 20 },
    { timeZone: 'Europe/Brussels', weight: 20, currency: 'EUR', packPriceMinor: 850, packSize: 20 },
  ],
  es: [
    { timeZone: 'Europe/Madrid', weight: 90, currency: 'EUR', packPriceMinor: 550, packSize: 20 },
    { timeZone: 'Atlantic/Canary', weight: 10, currency: 'EUR', packPriceMinor: 400, packSize: 20 },
  ],
  ru: [
    { timeZone: 'Europe/Moscow', weight: 80, currency: 'RUB', packPriceMinor: 25_000, packSize: 20 },
    { timeZone: 'Asia/Yekaterinburg', weight: 12, currency: 'RUB', packPriceMinor: 22_000, packSize: 20 },
    { timeZone: 'Asia/Novosibirsk', weight: 8, currency: 'RUB', packPriceMinor: 21_000, packSize: 20 },
  ],
  it: [{ timeZone: 'Europe/Rome', weight: 100, currency: 'EUR', packPriceMinor: 600, packSize: 20 }],
  pt: [
    { timeZone: 'Europe/Lisbon', weight: 75, currency: 'EUR', packPriceMinor: 550, packSize: 20 },
    { timeZone: 'America/Sao_Paulo', weight: 25, currency: 'BRL', packPriceMinor: 1200, packSize: 20 },
  ],
  pl: [{ timeZone: 'Europe/Warsaw', weight: 100, currency: 'PLN', packPriceMinor: 2000, packSize: 20 }],
};

/** First names (women, men) and surnames; "Kowalski/Kowalska" is a surname's form for men/women. */
const NAMES: Record<Locale, { women: string[]; men: string[]; surnames: string[] }> = {
  en: {
    women: ['Emma', 'Olivia', 'Sophie', 'Charlotte', 'Amelia', 'Jessica', 'Hannah', 'Lucy', 'Grace', 'Chloe', 'Emily', 'Sarah', 'Rachel', 'Laura'],
    men: ['James', 'Oliver', 'Harry', 'Jack', 'George', 'Thomas', 'Daniel', 'Michael', 'David', 'Matthew', 'Ryan', 'Liam', 'Samuel', 'Joseph'],
    surnames: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Murphy', 'Miller'],
  },
  de: {
    women: ['Anna', 'Lena', 'Laura', 'Julia', 'Sarah', 'Katharina', 'Sabine', 'Petra', 'Claudia', 'Melanie', 'Lisa', 'Hannah', 'Sophie', 'Birgit'],
    men: ['Thomas', 'Michael', 'Andreas', 'Stefan', 'Markus', 'Jan', 'Lukas', 'Tobias', 'Florian', 'Jürgen', 'Frank', 'Daniel', 'Matthias', 'Felix'],
    surnames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Braun', 'Zimmermann', 'Krüger', 'Hartmann', 'Weiß'],
  },
  fr: {
    women: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Julie', 'Sophie', 'Marie', 'Émilie', 'Nathalie', 'Isabelle', 'Claire', 'Élodie', 'Céline'],
    men: ['Lucas', 'Hugo', 'Louis', 'Thomas', 'Nicolas', 'Julien', 'Antoine', 'Maxime', 'Pierre', 'Alexandre', 'Mathieu', 'Olivier', 'Guillaume', 'Théo'],
    surnames: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Girard', 'Bonnet'],
  },
  nl: {
    women: ['Emma', 'Sanne', 'Lotte', 'Anouk', 'Fleur', 'Eva', 'Sophie', 'Lisa', 'Iris', 'Femke', 'Marieke', 'Inge', 'Noor', 'Esther'],
    men: ['Daan', 'Sem', 'Thijs', 'Bram', 'Jeroen', 'Ruben', 'Lars', 'Pieter', 'Koen', 'Joost', 'Sander', 'Wouter', 'Bas', 'Niels'],
    surnames: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer'],
  },
  es: {
    women: ['Lucía', 'María', 'Paula', 'Laura', 'Marta', 'Ana', 'Carmen', 'Elena', 'Sara', 'Cristina', 'Isabel', 'Raquel', 'Nuria', 'Alba'],
    men: ['Hugo', 'Pablo', 'Alejandro', 'Daniel', 'Javier', 'David', 'Carlos', 'Sergio', 'Jorge', 'Manuel', 'Antonio', 'Miguel', 'Álvaro', 'Diego'],
    surnames: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Navarro', 'Torres'],
  },
  ru: {
    women: ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Татьяна', 'Екатерина', 'Ирина', 'Светлана', 'Юлия', 'Дарья', 'Ксения', 'Алина', 'Виктория'],
    men: ['Александр', 'Дмитрий', 'Сергей', 'Андрей', 'Алексей', 'Максим', 'Иван', 'Михаил', 'Николай', 'Евгений', 'Артём', 'Павел', 'Владимир', 'Илья'],
    surnames: ['Иванов/Иванова', 'Смирнов/Смирнова', 'Кузнецов/Кузнецова', 'Попов/Попова', 'Васильев/Васильева', 'Петров/Петрова', 'Соколов/Соколова', 'Михайлов/Михайлова', 'Новиков/Новикова', 'Фёдоров/Фёдорова', 'Морозов/Морозова', 'Волков/Волкова', 'Алексеев/Алексеева', 'Лебедев/Лебедева', 'Семёнов/Семёнова', 'Егоров/Егорова', 'Павлов/Павлова', 'Козлов/Козлова'],
  },
  it: {
    women: ['Giulia', 'Francesca', 'Chiara', 'Sara', 'Martina', 'Valentina', 'Alessia', 'Federica', 'Elena', 'Laura', 'Silvia', 'Paola', 'Giorgia', 'Anna'],
    men: ['Francesco', 'Alessandro', 'Lorenzo', 'Matteo', 'Andrea', 'Marco', 'Luca', 'Giuseppe', 'Davide', 'Simone', 'Stefano', 'Roberto', 'Paolo', 'Giovanni'],
    surnames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti'],
  },
  pt: {
    women: ['Maria', 'Ana', 'Beatriz', 'Mariana', 'Inês', 'Sofia', 'Carolina', 'Joana', 'Rita', 'Catarina', 'Marta', 'Leonor', 'Juliana', 'Camila'],
    men: ['João', 'Pedro', 'Tiago', 'Miguel', 'Rodrigo', 'Diogo', 'Francisco', 'Gonçalo', 'Rafael', 'Bruno', 'Ricardo', 'Lucas', 'Gabriel', 'André'],
    surnames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Jesus', 'Sousa', 'Fernandes', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Alves', 'Almeida', 'Ribeiro', 'Pinto', 'Carvalho'],
  },
  pl: {
    women: ['Anna', 'Katarzyna', 'Magdalena', 'Agnieszka', 'Joanna', 'Aleksandra', 'Monika', 'Natalia', 'Zofia', 'Karolina', 'Ewa', 'Małgorzata', 'Justyna', 'Paulina'],
    men: ['Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Michał', 'Marcin', 'Jakub', 'Kamil', 'Łukasz', 'Mateusz', 'Adam', 'Grzegorz', 'Wojciech', 'Bartosz'],
    surnames: ['Kowalski/Kowalska', 'Nowak', 'Wiśniewski/Wiśniewska', 'Wójcik', 'Kowalczyk', 'Kamiński/Kamińska', 'Lewandowski/Lewandowska', 'Zieliński/Zielińska', 'Szymański/Szymańska', 'Woźniak', 'Dąbrowski/Dąbrowska', 'Kozłowski/Kozłowska', 'Jankowski/Jankowska', 'Mazur', 'Krawczyk', 'Piotrowski/Piotrowska', 'Grabowski/Grabowska'],
  },
};

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p',
  р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** A name as the ASCII people use in their addresses ("Łukasz Wiśniewski" → "lukasz", "wisniewski"). */
function ascii(name: string): string {
  return [...name.toLowerCase().replace(/ł/g, 'l').replace(/ß/g, 'ss')]
    .map((c) => CYRILLIC[c] ?? c)
    .join('')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');
}

// ---------------------------------------------------------------------------------------------
// Rows

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

interface Rows {
  user: Row<typeof user>[];
  email_preference: Row<typeof emailPreference>[];
  survey_response: Row<typeof surveyResponse>[];
  test_result: Row<typeof testResult>[];
  smoking_profile: Row<typeof smokingProfile>[];
  quit_attempt: Row<typeof quitAttempt>[];
  check_in: Row<typeof checkIn>[];
  slip: Row<typeof slip>[];
  craving: Row<typeof craving>[];
  step_progress: Row<typeof stepProgress>[];
  milestone: Row<typeof milestone>[];
  certificate: Row<typeof certificate>[];
  challenge: Row<typeof challenge>[];
  challenge_partner: Row<typeof challengePartner>[];
  challenge_invitation: Row<typeof challengeInvitation>[];
  encouragement: Row<typeof encouragement>[];
  purchase: Row<typeof purchase>[];
  payment_event: Row<typeof paymentEvent>[];
  email_outbox: Row<typeof emailOutbox>[];
}

interface Person {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  timeZone: string;
  createdAt: number;
  /** The first plan: when it was made and its quit date (null: no plan). */
  plan: { at: number; quitDate: string } | null;
  /** The first attempt's id, for challenges. */
  attemptId: string | null;
}

/** An email that something in the data would have caused; statuses are given at the end. */
interface EmailIntent {
  person: Person;
  template: string;
  category: 'account' | OptionalCategory;
  at: number;
  subject: string;
  paragraphs: string[];
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const FAILURES = [
  '550 5.1.1 Recipient address rejected: User unknown in virtual mailbox table',
  '552 5.2.2 Mailbox full',
  'connect ETIMEDOUT 203.0.113.25:587',
  '421 4.7.0 Temporary System Problem. Try again later',
  '554 5.7.1 Message rejected: spam detected',
];

const NEWS: Record<Locale, [string, string]> = {
  en: ['Exhale news: getting through the first smoke-free weeks', 'Three things that help most in the first weeks without cigarettes, and what is new in your programme.'],
  de: ['Exhale-Neuigkeiten: gut durch die ersten rauchfreien Wochen', 'Drei Dinge, die in den ersten Wochen ohne Zigaretten am meisten helfen, und was neu in deinem Programm ist.'],
  fr: ['Nouvelles d’Exhale : bien passer les premières semaines sans tabac', 'Trois choses qui aident le plus pendant les premières semaines sans cigarette, et les nouveautés de ton programme.'],
  nl: ['Nieuws van Exhale: goed door de eerste rookvrije weken', 'Drie dingen die het meest helpen in de eerste weken zonder sigaretten, en wat er nieuw is in je programma.'],
  es: ['Novedades de Exhale: superar las primeras semanas sin fumar', 'Tres cosas que más ayudan en las primeras semanas sin cigarrillos, y lo nuevo en tu programa.'],
  ru: ['Новости Exhale: как пройти первые недели без курения', 'Три вещи, которые больше всего помогают в первые недели без сигарет, и что нового в твоей программе.'],
  it: ['Novità da Exhale: superare le prime settimane senza fumo', 'Tre cose che aiutano di più nelle prime settimane senza sigarette, e le novità del tuo programma.'],
  pt: ['Novidades do Exhale: ultrapassar as primeiras semanas sem fumar', 'Três coisas que mais ajudam nas primeiras semanas sem cigarros, e as novidades do teu programa.'],
  pl: ['Nowości w Exhale: jak przejść pierwsze tygodnie bez papierosów', 'Trzy rzeczy, które najbardziej pomagają w pierwszych tygodniach bez papierosów, i co nowego w Twoim programie.'],
};

// ---------------------------------------------------------------------------------------------
// Seeding

/** How many demo users the database has. */
export async function demoUserCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user).where(like(user.email, DEMO_EMAIL_PATTERN));
  return Number(row?.n ?? 0);
}

/**
 * Deletes the demo users and everything they made. Their rows go with the account (ON DELETE
 * CASCADE) except purchases and challenges, which are kept without their person by design: those
 * are deleted first, by the demo users' ids.
 */
export async function removeDemo(db: Db): Promise<number> {
  const demoUsers = db.select({ id: user.id }).from(user).where(like(user.email, DEMO_EMAIL_PATTERN));
  const demoPurchases = db.select({ id: purchase.id }).from(purchase).where(inArray(purchase.userId, demoUsers));
  await db.delete(paymentEvent).where(inArray(paymentEvent.purchaseId, demoPurchases));
  await db.delete(purchase).where(inArray(purchase.userId, demoUsers));
  await db.delete(challenge).where(inArray(challenge.creatorId, demoUsers));
  const removed = await db.delete(user).where(like(user.email, DEMO_EMAIL_PATTERN)).returning({ id: user.id });
  return removed.length;
}

/**
 * Writes the demo data set in one transaction: all of it or nothing. Refuses (DemoDataPresentError)
 * when demo users exist already, unless `reset` deletes them first.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const users = options.users ?? 2000;
  const days = options.days ?? 90;
  if (!Number.isInteger(users) || users < 1) throw new RangeError('users must be a whole number of at least 1');
  if (!Number.isInteger(days) || days < 1) throw new RangeError('days must be a whole number of at least 1');
  const now = options.now ?? new Date();
  // Checked before the data is made (seconds of work) and again in the transaction that writes it.
  const already = options.reset ? 0 : await demoUserCount(db);
  if (already > 0) throw new DemoDataPresentError(already);
  const messages = Object.fromEntries(await Promise.all(locales.map(async (l) => [l, await loadMessages(l)] as const))) as Record<Locale, Messages>;
  const rows = generate({ users, days, now: now.getTime(), seed: options.seed ?? 1, siteUrl: options.siteUrl ?? 'http://localhost:3000', messages });

  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    let removedUsers = 0;
    const present = await demoUserCount(tx);
    if (present > 0) {
      if (!options.reset) throw new DemoDataPresentError(present);
      removedUsers = await removeDemo(tx);
    }
    const tables = {
      user,
      email_preference: emailPreference,
      survey_response: surveyResponse,
      test_result: testResult,
      smoking_profile: smokingProfile,
      quit_attempt: quitAttempt,
      check_in: checkIn,
      slip,
      craving,
      step_progress: stepProgress,
      milestone,
      certificate,
      challenge,
      challenge_partner: challengePartner,
      challenge_invitation: challengeInvitation,
      encouragement,
      purchase,
      payment_event: paymentEvent,
      email_outbox: emailOutbox,
    } as const;
    const counts = {} as Record<SeededTable, number>;
    for (const name of SEEDED_TABLES) {
      const list = rows[name];
      for (let i = 0; i < list.length; i += BATCH) await tx.insert(tables[name]).values(list.slice(i, i + BATCH) as never[]);
      counts[name] = list.length;
    }
    return { removedUsers, counts };
  });
}

interface Plan {
  users: number;
  days: number;
  now: number;
  seed: number;
  siteUrl: string;
  messages: Record<Locale, Messages>;
}

/** Every row of the data set, made in memory (no database needed, so the PRNG alone decides). */
function generate({ users: userCount, days, now, seed, siteUrl, messages }: Plan): Rows {
  const r = new Random(seed);
  const rows: Rows = Object.fromEntries(SEEDED_TABLES.map((t) => [t, []])) as unknown as Rows;
  const emails: EmailIntent[] = [];
  const people: Person[] = [];
  const periodStart = now - days * DAY;
  const capNow = (t: number) => Math.min(t, now);
  // Time-zone arithmetic is the slow part of making the data: each local day's start is worked out once.
  const dayStarts = new Map<string, number>();
  const at = (day: string, timeZone: string, hour: number) => {
    const key = `${timeZone} ${day}`;
    let start = dayStarts.get(key);
    if (start === undefined) dayStarts.set(key, (start = startOfLocalDay(day, timeZone).getTime()));
    return start + hour * HOUR;
  };
  const prices = parsePrices(DEFAULT_PRICES);
  if (!prices.ok) throw new Error(`DEFAULT_PRICES ${prices.problem}`);
  // A throwaway key: the links look like the app's but open nothing (the mail is made up too).
  const linkSecret = randomBytes(32).toString('hex');

  // Sign-ups per UTC day: growing towards today, a weekly rhythm, a short burst after a mention
  // in the press about a third of the way in, and today only as far as it has gone.
  const today = new Date(now).toISOString().slice(0, 10);
  const dayWeights: Array<readonly [string, number]> = [];
  for (let back = days - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    const progress = days > 1 ? (days - 1 - back) / (days - 1) : 1;
    let weight = (0.45 + 0.75 * progress ** 1.4) * WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
    if (Math.abs(back - Math.round(days * 0.65)) <= 1) weight *= 1.9;
    if (back === 0) weight *= Math.max(0.05, (now - Date.parse(`${today}T00:00:00Z`)) / DAY);
    dayWeights.push([day, weight]);
  }

  const takenAddresses = new Set<string>();
  const references = new Set<string>();
  const localeEntries = locales.map((l) => [l, LOCALE_WEIGHTS[l]] as const);

  for (let i = 0; i < userCount; i++) {
    // The first nine take one language each, so a small data set still has all of them.
    const locale: Locale = i < locales.length ? locales[i]! : r.weighted(localeEntries);
    const place = r.weighted(PLACES[locale].map((p) => [p, p.weight] as const));
    const timeZone = place.timeZone;
    const woman = r.chance(0.5);
    const names = NAMES[locale];
    const first = r.pick(woman ? names.women : names.men);
    const surnameForms = r.pick(names.surnames).split('/');
    const surname = (woman ? surnameForms[1] : surnameForms[0]) ?? surnameForms[0]!;
    const name = r.weighted<string>([
      [`${first} ${surname}`, 78],
      [first, 16],
      // "Sander D." for "van Dijk": the initial of the name, not of its particle.
      [`${first} ${(/\p{Lu}/u.exec(surname) ?? [surname[0]])[0]}.`, 6],
    ]);
    const f = ascii(first);
    const l = ascii(surname);
    const year = r.int(1960, 2005);
    let local = r.weighted<string>([
      [`${f}.${l}`, 35],
      [`${f}${l}`, 10],
      [`${f}.${l}${String(year).slice(2)}`, 15],
      [`${f}${year}`, 10],
      [`${f[0]}${l}`, 15],
      [`${f}_${l[0]}${r.int(1, 99)}`, 15],
    ]);
    for (let n = 2; takenAddresses.has(local); n++) local = `${local.replace(/\d+$/, '')}${n}`;
    takenAddresses.add(local);
    const email = `${local}@${DEMO_EMAIL_DOMAIN}`;

    let createdAt = 0;
    for (let attempt = 0; attempt < 20 && !(createdAt > periodStart && createdAt <= now); attempt++) {
      createdAt = at(r.weighted(dayWeights), timeZone, r.weighted(SIGN_UP_HOURS) + r.next());
    }
    if (!(createdAt > periodStart && createdAt <= now)) createdAt = now - r.between(0, Math.min(DAY, now - periodStart));
    createdAt = Math.floor(createdAt);

    const verified = r.chance(0.88);
    const banned = r.chance(0.004);
    const person: Person = { id: randomUUID(), name, email, locale, timeZone, createdAt, plan: null, attemptId: null };
    people.push(person);
    rows.user.push({
      id: person.id,
      name,
      email,
      emailVerified: verified,
      locale,
      role: 'user',
      banned,
      banReason: banned ? r.pick(['spam sign-ups', 'abusive messages to partners']) : null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(capNow(createdAt + (verified ? r.between(1, 40) * MINUTE : 0))),
    });
    const m = messages[locale];
    const mail = (intent: Omit<EmailIntent, 'person' | 'paragraphs'> & { paragraphs?: string[] }) =>
      emails.push({ person, ...intent, paragraphs: [fill(m.emails.greeting, { name: first }), ...(intent.paragraphs ?? []), m.emails.signature] });

    if (!verified && r.chance(0.5)) mail({ template: 'verify', category: 'account', at: createdAt + 2_000, subject: m.emails.verify.subject, paragraphs: [m.emails.verify.body] });
    for (const kind of ['reset', 'signInLink', 'passwordChanged'] as const) {
      if (!r.chance(0.02)) continue;
      const sent = createdAt + r.between(0.5, 30) * DAY;
      if (sent <= now) mail({ template: kind, category: 'account', at: sent, subject: m.emails[kind].subject, paragraphs: [m.emails[kind].body] });
    }

    // Email preferences changed by some: news on, fewer reminders, rarely certificates off.
    const preferences = r.chance(0.16) ? { news: r.chance(0.45), reminders: !r.chance(0.25), certificates: !r.chance(0.08), challenges: !r.chance(0.05) } : null;
    if (preferences) rows.email_preference.push({ userId: person.id, ...preferences, updatedAt: new Date(capNow(createdAt + r.between(0.01, 10) * DAY)) });

    // The motivation survey, often taken before registering (it is carried over at sign-up).
    let lastDone = createdAt;
    let mtss = 0;
    let triggers: Trigger[] = [];
    if (r.chance(0.82)) {
      mtss = r.weighted([[1, 3], [2, 5], [3, 10], [4, 14], [5, 22], [6, 24], [7, 22]] as const);
      triggers = r.sample(TRIGGERS.filter((t) => t !== 'other'), r.weighted([[1, 20], [2, 40], [3, 30], [4, 10]] as const));
      const pastAttempts = r.weighted(PAST_ATTEMPTS.map((p, n) => [p, [25, 30, 30, 15][n]!] as const));
      const answers = {
        mtss,
        importance: clamp(Math.round(r.normal(mtss + 2.2, 1.5)), 0, 10),
        confidence: clamp(Math.round(r.normal(mtss * 0.6 + 1.5, 2)), 0, 10),
        reasons: r.sample(REASONS.filter((x) => x !== 'other'), r.int(1, 3)),
        triggers,
        pastAttempts,
        helped: pastAttempts === 'none' ? [] : r.sample(HELPED, r.int(1, 2)),
      };
      const completedAt = r.chance(0.4) ? createdAt - r.between(2, 20) * MINUTE : capNow(createdAt + r.between(1, 25) * MINUTE);
      rows.survey_response.push({ id: randomUUID(), userId: person.id, answers, mtss, importance: answers.importance, confidence: answers.confidence, completedAt: new Date(completedAt), createdAt: new Date(Math.max(completedAt, createdAt)) });
      lastDone = Math.max(lastDone, completedAt);
      // Some take it again weeks later, usually more motivated (change over time is shown).
      const again = completedAt + r.between(7, 40) * DAY;
      if (r.chance(0.15) && again <= now) {
        const later = Math.min(7, mtss + r.int(0, 1));
        const importance = clamp(answers.importance + r.int(0, 2), 0, 10);
        const confidence = clamp(answers.confidence + r.int(-1, 3), 0, 10);
        rows.survey_response.push({ id: randomUUID(), userId: person.id, answers: { ...answers, mtss: later, importance, confidence }, mtss: later, importance, confidence, completedAt: new Date(again), createdAt: new Date(again) });
      }
    }

    // The dependence test with the smoking profile it saves.
    let ftnd: number | null = null;
    if (r.chance(mtss ? 0.7 : 0.3)) {
      const perDay = r.chance(0.4) ? r.pick([10, 15, 20, 20, 30]) : clamp(Math.round(r.normal(16, 7)), 2, 60);
      const dependence = (perDay - 15) / 10 + r.normal(0, 0.8);
      const yes = (shift: number) => (r.chance(1 / (1 + Math.exp(-(dependence + shift)))) ? 'yes' : 'no');
      const answers: FtndAnswers = {
        firstCigarette: dependence > 1 ? 'within5' : dependence > 0 ? 'within30' : dependence > -0.8 ? 'within60' : 'after60',
        forbiddenPlaces: yes(-1),
        hateToGiveUp: r.chance(1 / (1 + Math.exp(-dependence))) ? 'firstMorning' : 'anyOther',
        perDay: perDayOption(perDay),
        morningMore: yes(-0.3),
        whenIll: yes(-1.5),
      };
      ftnd = ftndScore(answers);
      const completedAt = capNow(Math.max(lastDone, createdAt) + r.between(1, 15) * MINUTE);
      rows.test_result.push({ id: randomUUID(), userId: person.id, answers, score: ftnd, band: ftndBand(ftnd), completedAt: new Date(completedAt), createdAt: new Date(completedAt) });
      rows.smoking_profile.push({
        userId: person.id,
        cigarettesPerDay: perDay,
        cigarettesPerPack: place.packSize,
        packPriceMinor: Math.max(1, Math.round((place.packPriceMinor * r.between(0.9, 1.12)) / 10) * 10),
        currency: place.currency,
        yearsSmoked: clamp(Math.round(r.normal(14, 9)), 1, 50),
        updatedAt: new Date(completedAt),
      });
      lastDone = Math.max(lastDone, completedAt);
    }

    // A quit plan: the motivated ones mostly, in the same visit or some days later.
    const planChance = mtss ? (mtss >= 5 ? 0.72 : 0.4) : ftnd !== null ? 0.5 : 0.12;
    if (r.chance(planChance)) {
      const [soonest, latest] = r.weighted<[number, number]>([[[1 * MINUTE, 50 * MINUTE], 50], [[1 * HOUR, 3 * DAY], 30], [[3 * DAY, 14 * DAY], 20]]);
      const planAt = lastDone + r.between(soonest, latest);
      if (planAt <= now) person.plan = { at: Math.floor(planAt), quitDate: addDays(localDay(new Date(planAt), timeZone), quitDateOffset(r)) };
    }

    // Buying the programme: most at the paywall of day 4, some right after making the plan.
    let access: { from: number; until: number } | null = null;
    if (r.chance(person.plan ? 0.17 : ftnd !== null || mtss ? 0.05 : 0.02)) {
      const startedAt = person.plan
        ? r.chance(0.6)
          ? at(addDays(person.plan.quitDate, FREE_STEP_DAYS), timeZone, r.between(7, 23))
          : person.plan.at + r.between(1, 120) * MINUTE
        : createdAt + r.between(0.1, 10 * 24) * HOUR;
      if (startedAt <= now) access = buy(person, Math.floor(startedAt));
    }

    if (person.plan) simulate(person, person.plan, { ftnd, triggers, access, first });
  }

  // ----- purchases

  function buy(person: Person, startedAt: number): { from: number; until: number } | null {
    const m = messages[person.locale];
    const currency: Currency = person.locale === 'pl' ? 'PLN' : person.timeZone.startsWith('America/') || r.chance(0.02) ? 'USD' : person.locale === 'en' && person.timeZone === 'Europe/London' ? 'GBP' : 'EUR';
    const amountMinor = prices.ok ? prices.prices[currency]! : 0;
    const record = (createdAt: number, status: 'pending' | 'paid' | 'declined' | 'refunded' | 'disputed', paidAt: number | null, revokedAt: number | null) => {
      const id = randomBytes(16).toString('base64url');
      let reference = newReference();
      while (references.has(reference)) reference = newReference();
      references.add(reference);
      rows.purchase.push({
        id,
        reference,
        userId: person.id,
        provider: 'test',
        providerPaymentId: paidAt ? `test_payment_${id}` : null,
        currency,
        amountMinor,
        status,
        locale: person.locale,
        createdAt: new Date(createdAt),
        paidAt: paidAt ? new Date(paidAt) : null,
        revokedAt: revokedAt ? new Date(revokedAt) : null,
      });
      // The test provider's events, with the ids its checkout and an operator's refund give them.
      if (paidAt) rows.payment_event.push({ provider: 'test', id: `test_complete_${id}`, type: 'completed', purchaseId: id, receivedAt: new Date(paidAt) });
      if (status === 'refunded') rows.payment_event.push({ provider: 'test', id: `test_refund_${id}`, type: 'refunded', purchaseId: id, receivedAt: new Date(revokedAt!) });
      if (status === 'declined') rows.payment_event.push({ provider: 'test', id: `test_decline_${id}`, type: 'declined', purchaseId: id, receivedAt: new Date(capNow(createdAt + r.between(20, 200) * 1000)) });
      if (paidAt) {
        const amount = formatMoney(amountMinor, currency, localeTags[person.locale]);
        const date = new Date(paidAt).toISOString().slice(0, 16).replace('T', ' ');
        emails.push({
          person,
          template: 'receipt',
          category: 'account',
          at: paidAt + 1_000,
          subject: fill(m.emails.receipt.subject, { reference }),
          paragraphs: [m.emails.receipt.body, fill(m.emails.receipt.amount, { amount }), fill(m.emails.receipt.date, { date }), fill(m.emails.receipt.reference, { reference }), m.emails.signature],
        });
      }
    };

    let status = r.weighted([['paid', 78], ['declined', 8], ['refunded', 6], ['pending', 6], ['disputed', 2]] as const);
    const paidAt = Math.floor(startedAt + r.between(40, 300) * 1000);
    if (status !== 'pending' && status !== 'declined' && paidAt > now) status = 'pending';
    if (status === 'pending') {
      record(startedAt, 'pending', null, null);
      return null;
    }
    if (status === 'declined') {
      record(startedAt, 'declined', null, null);
      // Half of them try again with another card a few minutes later.
      const retry = Math.floor(startedAt + r.between(3, 30) * MINUTE);
      const retryPaid = Math.floor(retry + r.between(40, 300) * 1000);
      if (!r.chance(0.55) || retryPaid > now) return null;
      record(retry, 'paid', retryPaid, null);
      return { from: retryPaid, until: Infinity };
    }
    const revokedAt = status === 'refunded' ? paidAt + r.between(1, 14) * DAY : status === 'disputed' ? paidAt + r.between(10, 40) * DAY : null;
    if (revokedAt !== null && revokedAt > now) status = 'paid';
    const revoked = status === 'paid' || revokedAt === null ? null : Math.floor(revokedAt);
    record(startedAt, status, paidAt, revoked);
    return { from: paidAt, until: revoked ?? Infinity };
  }

  // ----- attempts, check-ins, slips, cravings, steps, milestones, certificates

  function simulate(person: Person, firstPlan: { at: number; quitDate: string }, self: { ftnd: number | null; triggers: Trigger[]; access: { from: number; until: number } | null; first: string }) {
    const { timeZone } = person;
    const m = messages[person.locale];
    const ftnd = self.ftnd ?? 4;
    const diligence = r.between(0.25, 1);
    const logsCravings = r.chance(0.35);
    const doesSteps = r.chance(0.75);
    // Half stop using the app at some point, most of them within the first weeks.
    let churnDay = r.chance(0.5) ? 1 + Math.floor(-Math.log(1 - r.next()) * 15) : Infinity;
    const triggers = self.triggers.length ? self.triggers : r.sample(TRIGGERS.filter((t) => t !== 'other'), r.int(1, 3));
    const strategies = [...new Set(triggers.flatMap((t) => SUGGESTED[t]))];
    const nrt = r.weighted(NRT_PLANS.map((p, n) => [p, [25, 35, 15, 10, 8, 7][n]!] as const));
    const nrtHelps = nrt === 'patch' || nrt === 'combination' || nrt === 'medication';
    const done = new Map<number, number>();
    // A new attempt may begin on the day the last one ended: that day has one check-in.
    const checkedIn = new Set<string>();
    const known = new Set<string>();
    const today = localDay(new Date(now), timeZone);

    let plan: { at: number; quitDate: string } | null = firstPlan;
    for (let attemptNo = 1; plan; attemptNo++) {
      const attemptId = randomUUID();
      person.attemptId ??= attemptId;
      const attempt: Row<typeof quitAttempt> = {
        id: attemptId,
        userId: person.id,
        quitDate: plan.quitDate,
        timeZone,
        triggers,
        strategies: r.sample(strategies, r.int(2, Math.min(4, strategies.length))),
        nrt,
        createdAt: new Date(plan.at),
        updatedAt: new Date(plan.at),
      };
      rows.quit_attempt.push(attempt);
      const quitStart = at(plan.quitDate, timeZone, 0);
      const activity: number[] = [plan.at];
      let endedAt: number | null = null;
      let next: { at: number; quitDate: string } | null = null;

      let streak = 0;
      for (let i = 0, day = plan.quitDate; quitStart <= now && day <= today && i < churnDay; i++, day = addDays(day, 1)) {
        const smokeFree = r.chance(clamp(0.95 - 0.02 * ftnd + (nrtHelps ? 0.03 : 0) - 0.08 * Math.exp(-i / 6) - (streak > 0 ? 0.3 : 0), 0.05, 0.99));
        streak = smokeFree ? 0 : streak + 1;
        if (!smokeFree && r.chance(0.7)) {
          const occurredAt = at(day, timeZone, r.weighted(CRAVING_HOURS) + r.next());
          if (occurredAt <= now) {
            rows.slip.push({ id: randomUUID(), userId: person.id, attemptId, occurredAt: new Date(occurredAt), cigarettes: r.weighted([[1, 40], [2, 25], [3, 15], [5, 12], [10, 8]] as const), trigger: r.chance(0.8) ? r.pick(triggers) : r.pick(TRIGGERS), createdAt: new Date(capNow(occurredAt + r.between(1, 120) * MINUTE)) });
            activity.push(occurredAt);
          }
        }
        if (r.chance(diligence * (0.5 + 0.5 * Math.exp(-i / 25)))) {
          const checkedAt = at(day, timeZone, r.chance(0.9) ? r.between(17.5, 23.9) : r.between(12, 17.5));
          if (checkedAt <= now && !checkedIn.has(day)) {
            checkedIn.add(day);
            const cravings = Math.min(100, r.poisson((1.5 + 0.5 * ftnd) * (0.3 + 0.7 * Math.exp(-i / 12)) + (smokeFree ? 0 : 2)));
            rows.check_in.push({
              id: randomUUID(),
              userId: person.id,
              day,
              smokeFree,
              cravings,
              cravingStrength: cravings === 0 ? 0 : clamp(Math.round(r.normal(3.5 + Math.min(cravings, 10) * 0.35 + (smokeFree ? 0 : 1.5), 1.5)), 1, 10),
              mood: clamp(Math.round(r.normal(3 + Math.min(i, 30) / 40 - (smokeFree ? 0 : 0.9) - (i < 3 ? 0.3 : 0), 0.9)), 1, 5),
              createdAt: new Date(checkedAt),
              updatedAt: new Date(checkedAt),
            });
            activity.push(checkedAt);
          }
        }
        if (logsCravings && i < 42) {
          for (let n = Math.min(4, r.poisson(1.2 * Math.exp(-i / 10) + 0.2)); n > 0; n--) {
            const occurredAt = at(day, timeZone, r.weighted(CRAVING_HOURS) + r.next());
            if (occurredAt > now) continue;
            const withSos = r.chance(0.7);
            const before = clamp(Math.round(r.normal(6.5, 1.8)), 1, 10);
            rows.craving.push({
              id: randomUUID(),
              userId: person.id,
              occurredAt: new Date(occurredAt),
              localHour: localHour(new Date(occurredAt), timeZone),
              trigger: r.chance(0.8) ? r.pick(triggers) : r.pick(TRIGGERS),
              strengthBefore: before,
              strengthAfter: withSos ? Math.max(0, before - r.int(1, 5)) : null,
              passed: r.chance(smokeFree ? 0.96 : 0.5),
              withSos,
              createdAt: new Date(occurredAt),
            });
            activity.push(occurredAt);
          }
        }
        // The step of the day; beyond the free days only with the programme bought.
        const step = i + 1;
        if (doesSteps && step <= STEP_COUNT && !done.has(step) && r.chance(diligence * (step <= FREE_STEP_DAYS ? 0.95 : 0.88))) {
          const doneAt = Math.floor(at(day, timeZone, r.between(7, 23.5)));
          const open = step <= FREE_STEP_DAYS || (self.access !== null && doneAt >= self.access.from && doneAt < self.access.until);
          if (open && doneAt <= now) {
            done.set(step, doneAt);
            rows.step_progress.push({ userId: person.id, day: step, doneAt: new Date(doneAt) });
            activity.push(doneAt);
          }
        }
        // Two bad days in a row: some start over with a new date, some give up for now.
        if (streak >= 2 && attemptNo < 3 && r.chance(0.25)) {
          const end = Math.floor(at(day, timeZone, r.between(20, 23.5)));
          if (end <= now) {
            endedAt = end;
            const again = end + r.between(0.1, 48) * HOUR;
            if (r.chance(0.7) && again <= now) next = { at: Math.floor(again), quitDate: addDays(localDay(new Date(again), timeZone), r.weighted([[0, 30], [1, 35], [2, 10], [3, 10], [7, 15]] as const)) };
            break;
          }
        }
        if (streak >= 4) churnDay = i;
      }
      if (endedAt !== null) {
        attempt.endedAt = new Date(endedAt);
        attempt.endReason = 'restart';
        attempt.updatedAt = new Date(endedAt);
      }

      // The milestones this attempt reached, recorded the next time the person used the app
      // while it ran (or not yet, if they have not been back), each with its certificate.
      const end = endedAt ?? now;
      const stepsDone = [...done.values()].filter((t) => t <= end);
      const allDone = stepsDone.length >= STEP_COUNT ? new Date(Math.max(...stepsDone)) : null;
      activity.sort((a, b) => a - b);
      for (const reached of reachedMilestones({ quitDate: plan.quitDate, timeZone }, new Date(end), allDone, known)) {
        const reachedAt = reached.reachedAt.getTime();
        const seen = activity.find((t) => t >= reachedAt && t <= end);
        const recordedAt = seen ?? (r.chance(0.35) ? reachedAt + r.between(0, Math.min(3 * DAY, end - reachedAt)) : null);
        if (recordedAt === null) continue;
        known.add(reached.kind);
        const milestoneId = randomUUID();
        rows.milestone.push({ id: milestoneId, userId: person.id, kind: reached.kind, attemptId, reachedAt: reached.reachedAt, recordedAt: new Date(recordedAt) });
        const visibility = r.chance(0.12) ? 'public' : 'private';
        const issuedAt = new Date(recordedAt);
        const certificateId = randomBytes(16).toString('base64url');
        rows.certificate.push({
          id: certificateId,
          userId: person.id,
          milestoneId,
          kind: reached.kind,
          reachedAt: reached.reachedAt,
          displayName: person.name.trim().slice(0, 60) || person.email.split('@')[0]!.slice(0, 60),
          visibility,
          indexable: visibility === 'public' && r.chance(0.3),
          locale: person.locale,
          issuedAt,
          updatedAt: visibility === 'public' ? new Date(recordedAt + r.between(0, 0.2) * (now - recordedAt)) : issuedAt,
        });
        // Every certificate is mailed in the app; a sample keeps the outbox at a few hundred.
        if (r.chance(0.03)) {
          const name = m.programme.milestones.kinds[reached.kind as keyof Messages['programme']['milestones']['kinds']];
          emails.push({ person, template: 'certification', category: 'certificates', at: recordedAt, subject: fill(m.emails.certification.subject, { milestone: name }), paragraphs: [fill(m.emails.greeting, { name: self.first }), fill(m.emails.certification.body, { milestone: name }), m.emails.certification.encouragement, m.emails.signature] });
        }
      }
      plan = next;
    }
  }

  // ----- challenges: a few people quit together, with partners who accepted their invitation

  const candidates = people.filter((p) => p.plan && p.attemptId);
  for (const creator of candidates) {
    // Only challenges whose invitations have all run out, so no row has a time after now.
    if (!creator.plan || creator.plan.at > now - 16 * DAY || !r.chance(0.03)) continue;
    const m = messages[creator.locale];
    const id = randomBytes(16).toString('base64url');
    const createdAt = Math.floor(creator.plan.at + r.between(1, 30) * 1000);
    const challengeRow = { id, creatorId: creator.id, kind: 'together' as const, days: null, startDate: creator.plan.quitDate, timeZone: creator.timeZone, message: null, createdAt: new Date(createdAt) };
    rows.challenge.push(challengeRow);
    const members: Array<{ person: Person; joinedAt: number; leftAt: number | null }> = [{ person: creator, joinedAt: createdAt, leftAt: null }];
    const what = fill(m.emails.challenge.together, { date: formatDay(creator.plan.quitDate, localeTags[creator.locale]) });
    const displayName = (p: Person) => p.name.trim().slice(0, 60) || p.email.split('@')[0]!;
    for (let n = r.int(1, 3); n > 0; n--) {
      const invitedAt = Math.floor(createdAt + r.between(0, 24) * HOUR);
      const expiresAt = invitedAt + 14 * DAY;
      const invitation: Row<typeof challengeInvitation> = { id: randomBytes(16).toString('base64url'), challengeId: id, invitedBy: creator.id, locale: creator.locale, createdAt: new Date(invitedAt), expiresAt: new Date(expiresAt) };
      const sameLanguage = candidates.filter((p) => p.locale === creator.locale && p.createdAt < expiresAt && !members.some((x) => x.person === p));
      const partner = r.chance(0.7) && sameLanguage.length ? r.pick(sameLanguage) : null;
      if (partner) {
        const acceptedAt = Math.floor(Math.max(invitedAt, partner.createdAt) + r.between(0, 1) * (expiresAt - Math.max(invitedAt, partner.createdAt)) * 0.5);
        invitation.acceptedAt = new Date(acceptedAt);
        invitation.acceptedBy = partner.id;
        if (r.chance(0.5)) {
          invitation.sentTo = partner.email;
          const pm = messages[partner.locale];
          emails.push({ person: partner, template: 'challenge-invitation', category: 'challenges', at: invitedAt, subject: fill(pm.emails.challenge.invitation.subject, { name: displayName(creator) }), paragraphs: [fill(pm.emails.challenge.invitation.body, { name: displayName(creator), challenge: what }), pm.emails.challenge.invitation.expiry] });
        }
        const leftAt = r.chance(0.1) ? Math.floor(acceptedAt + r.between(0.1, 0.9) * (now - acceptedAt)) : null;
        members.push({ person: partner, joinedAt: acceptedAt, leftAt });
        emails.push({ person: creator, template: 'challenge-accepted', category: 'challenges', at: acceptedAt, subject: fill(m.emails.challenge.accepted.subject, { name: displayName(partner) }), paragraphs: [fill(m.emails.challenge.accepted.body, { name: displayName(partner), challenge: what })] });
      } else if (r.chance(0.25)) {
        invitation.revokedAt = new Date(Math.floor(invitedAt + r.between(1, 5 * 24) * HOUR));
      }
      rows.challenge_invitation.push(invitation);
    }
    for (const member of members) rows.challenge_partner.push({ challengeId: id, userId: member.person.id, displayName: displayName(member.person), joinedAt: new Date(member.joinedAt), leftAt: member.leftAt ? new Date(member.leftAt) : null });
    if (members.length < 2) continue;
    for (let n = r.poisson(2.5); n > 0; n--) {
      const [from, to] = r.sample(members, 2) as [(typeof members)[number], (typeof members)[number]];
      const earliest = Math.max(from.joinedAt, to.joinedAt);
      const latest = Math.min(now, from.leftAt ?? now, to.leftAt ?? now);
      if (latest <= earliest) continue;
      const sentAt = Math.floor(earliest + r.next() * (latest - earliest));
      const preset = r.pick(PRESETS);
      rows.encouragement.push({ id: randomBytes(16).toString('base64url'), challengeId: id, fromUserId: from.person.id, toUserId: to.person.id, preset, sentAt: new Date(sentAt) });
      const tm = messages[to.person.locale];
      emails.push({ person: to.person, template: 'challenge-encouragement', category: 'challenges', at: sentAt, subject: fill(tm.emails.challenge.encouragement.subject, { name: displayName(from.person) }), paragraphs: [fill(tm.emails.challenge.encouragement.body, { name: displayName(from.person), challenge: what }), fill(tm.emails.challenge.encouragement.quote, { text: tm.challenges.presets[preset] })] });
    }
  }

  // ----- news: one broadcast to those who asked for news

  const newsAt = now - Math.round(days * 0.4) * DAY;
  const personOf = new Map(people.map((p) => [p.id, p]));
  for (const [n, pref] of rows.email_preference.entries()) {
    const person = personOf.get(pref.userId)!;
    if (!pref.news || person.createdAt > newsAt) continue;
    const [subject, body] = NEWS[person.locale];
    emails.push({ person, template: 'broadcast', category: 'news', at: newsAt + n * 1_000, subject, paragraphs: [body] });
  }

  // ----- the outbox: each email's delivery as the worker would have left it

  // Mail of the first days was held: SMTP was only set up on the sixth day.
  const smtpFrom = days > 10 ? periodStart + 5 * DAY : -Infinity;
  const preferenceOf = new Map(rows.email_preference.map((p) => [p.userId, p]));
  emails.sort((a, b) => a.at - b.at);
  for (const intent of emails) {
    const createdAt = Math.floor(capNow(intent.at));
    const { person } = intent;
    const address = person.email;
    const unsubscribeUrl =
      intent.category === 'account' ? null : `${siteUrl}${publicPath('/unsubscribe/[id]', person.locale, { id: signUnsubscribeToken(linkSecret, { userId: person.id, address, category: intent.category }) })}`;
    const row: Row<typeof emailOutbox> = {
      id: randomUUID(),
      userId: person.id,
      toAddress: address,
      locale: person.locale,
      template: intent.template,
      category: intent.category,
      unsubscribeUrl,
      subject: intent.subject,
      textBody: intent.paragraphs.join('\n\n'),
      status: 'sent',
      attempts: 1,
      nextAttemptAt: new Date(createdAt),
      createdAt: new Date(createdAt),
    };
    const sentAt = createdAt + r.between(2, 60) * 1000;
    const pref = preferenceOf.get(person.id);
    if (createdAt < smtpFrom) {
      Object.assign(row, { status: 'held', attempts: 0 });
    } else if (now - createdAt < 15 * MINUTE || sentAt > now) {
      Object.assign(row, { status: 'pending', attempts: 0 });
    } else if (intent.category !== 'account' && pref && !pref[intent.category] && pref.updatedAt! <= new Date(sentAt)) {
      // Left that category after the email was queued: found at sending time.
      Object.assign(row, { status: 'skipped', attempts: 0, skipReason: `unsubscribed:${intent.category}` });
    } else if (r.chance(0.035) && createdAt + 3 * HOUR <= now) {
      // Six attempts over about three hours (deliver.ts), then given up.
      Object.assign(row, { status: 'failed', attempts: 6, lastError: r.pick(FAILURES), nextAttemptAt: new Date(createdAt + 3 * HOUR) });
    } else if (r.chance(0.015) && createdAt + 30_000 <= now) {
      Object.assign(row, { status: 'pending', attempts: 1, lastError: r.pick(FAILURES.slice(2, 4)), nextAttemptAt: new Date(createdAt + 30_000) });
    } else {
      const retried = r.chance(0.05) && sentAt + 30_000 <= now;
      Object.assign(row, { attempts: retried ? 2 : 1, sentAt: new Date(Math.floor(retried ? sentAt + 30_000 : sentAt)) });
      if (retried) row.nextAttemptAt = new Date(createdAt + 30_000);
    }
    rows.email_outbox.push(row);
  }
  return rows;
}

/** Days from making the plan to the quit date: often today or within the week, at most four weeks. */
function quitDateOffset(r: Random): number {
  return r.weighted([[0, 25], [1, 15], [2, 10], [3, 8], [5, 10], [7, 12], [10, 6], [14, 8], [21, 4], [28, 2]] as const);
}

/** Crockford's base32 without look-alike letters, as purchase-store.ts makes them ("EX-7K2M-9QF4"). */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function newReference(): string {
  const chars = [...randomBytes(8)].map((b) => REFERENCE_ALPHABET[b % 32]).join('');
  return `EX-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}
