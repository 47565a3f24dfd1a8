import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Site-wide settings an operator can change at run time (spec §3 "site config"), one row per key.
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
