import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { queryPrepared } from '@/db/prepared';
import { certificate, challenge, challengeInvitation, challengePartner, checkIn, encouragement, milestone, quitAttempt } from '@/db/schema';
import { addDays } from '@/features/programme/plan';
import { localDay } from '@/features/programme/progress';
import { isOver, lastDay, partnerDays, type DayRecord, type Preset } from '../rules';
import type { ChallengeView } from '../view';

export type { ChallengeView, PartnerView } from '../view';

// What a partner sees of a challenge on the programme page. Of the others only this: display
// name, days kept in the challenge, check-in streak, milestones reached and whether today's
// check-in is in. Never notes, slips, survey or test answers, or email addresses (decision 0016).

/** Check-ins read back this far for a streak. */
const STREAK_DAYS = 60;
/** Encouragements shown for this long. */
const ENCOURAGEMENT_DAYS = 14;

interface Row {
  id: string;
  kind: 'together' | 'smokeFree';
  days: number | null;
  startDate: string;
  message: string | null;
  creatorId: string | null;
  timeZone: string;
  partners: Array<{ userId: string; name: string; leftAt: string | null; timeZone: string | null; checkIns: DayRecord[]; milestones: string[] }>;
  invitations: Array<{ id: string; sentTo: string | null; expiresAt: string }>;
  encouragements: Array<{ from: string; preset: Preset | null; text: string | null; sentAt: string }>;
  certificateId: string | null;
}

/**
 * The challenges the person is in now, with their partners, in one statement (the programme's
 * data call is read often). Each partner's days are counted on their own calendar.
 */
export async function challengesOf(db: Db, userId: string, now = new Date()): Promise<ChallengeView[]> {
  const rows = await queryPrepared<Row>(db, 'challenges_of', challengesQuery(userId, now));
  return rows.map((row) => toView(row, userId, now));
}

/** The statement of `challengesOf`: the same text for every person, so it is planned once. */
function challengesQuery(userId: string, now: Date) {
  const since = new Date(now.getTime() - ENCOURAGEMENT_DAYS * 86_400_000).toISOString();
  const checkInsFrom = addDays(localDay(now, 'UTC'), -STREAK_DAYS);
  return sql`
    select c.id, c.kind, c.days, c.start_date as "startDate", c.message, c.creator_id as "creatorId", c.time_zone as "timeZone",
      (select coalesce(json_agg(p order by p."joinedAt"), '[]') from (
         select cp.user_id as "userId", cp.display_name as name, cp.left_at as "leftAt", cp.joined_at as "joinedAt",
           (select a.time_zone from ${quitAttempt} a where a.user_id = cp.user_id and a.ended_at is null) as "timeZone",
           case when cp.left_at is null then (select coalesce(json_agg(json_build_object('day', ci.day, 'smokeFree', ci.smoke_free)), '[]') from ${checkIn} ci
              where ci.user_id = cp.user_id and ci.day >= least(c.start_date, ${checkInsFrom})) else '[]' end as "checkIns",
           case when cp.left_at is null then (select coalesce(json_agg(m.kind order by m.reached_at), '[]') from ${milestone} m where m.user_id = cp.user_id) else '[]' end as milestones
         from ${challengePartner} cp where cp.challenge_id = c.id) p) as partners,
      (select coalesce(json_agg(i order by i."expiresAt"), '[]') from (
         select ci.id, ci.sent_to as "sentTo", ci.expires_at as "expiresAt" from ${challengeInvitation} ci
          where ci.challenge_id = c.id and c.creator_id = ${userId} and ci.accepted_at is null and ci.revoked_at is null and ci.expires_at > ${now.toISOString()}) i) as invitations,
      (select coalesce(json_agg(e order by e."sentAt" desc), '[]') from (
         select sender.display_name as "from", e.preset, e.text, e.sent_at as "sentAt" from ${encouragement} e
           join ${challengePartner} sender on sender.challenge_id = e.challenge_id and sender.user_id = e.from_user_id and sender.left_at is null
          where e.challenge_id = c.id and e.to_user_id = ${userId} and e.sent_at > ${since} limit 20) e) as encouragements,
      (select cert.id from ${certificate} cert where cert.challenge_id = c.id and cert.user_id = ${userId}) as "certificateId"
    from ${challenge} c join ${challengePartner} me on me.challenge_id = c.id and me.user_id = ${userId} and me.left_at is null
    order by c.created_at desc
  `;
}

function toView(row: Row, userId: string, now: Date): ChallengeView {
  const challengeDays = { startDate: row.startDate, days: row.days };
  const today = localDay(now, row.partners.find((p) => p.userId === userId)?.timeZone ?? row.timeZone);
  return {
    id: row.id,
    kind: row.kind,
    days: row.days,
    startDate: row.startDate,
    lastDay: lastDay(challengeDays),
    message: row.message,
    youCreated: row.creatorId === userId,
    today,
    over: isOver(challengeDays, today),
    partners: row.partners.map((p) => {
      // Each on their own calendar; without a plan, on the challenge's.
      const theirs = localDay(now, p.timeZone ?? row.timeZone);
      return {
        id: p.userId,
        name: p.name,
        you: p.userId === userId,
        creator: p.userId === row.creatorId,
        left: p.leftAt !== null,
        progress: p.leftAt !== null ? null : { ...partnerDays(challengeDays, p.checkIns, theirs), milestones: p.milestones },
      };
    }),
    invitations: row.invitations.map((i) => ({ ...i, expiresAt: new Date(i.expiresAt).toISOString() })),
    encouragements: row.encouragements.map((e) => ({ ...e, sentAt: new Date(e.sentAt).toISOString() })),
    certificateId: row.certificateId,
  };
}
