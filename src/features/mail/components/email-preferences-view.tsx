import { Button } from '@/ui/button';
import { OPTIONAL_CATEGORIES, type EmailPreferences, type OptionalCategory } from '../categories';

export type CategoryLabels = Record<OptionalCategory, { name: string; description: string }>;

/** The categories of email with a checkbox each (rendered on the server or in the browser). */
export function EmailCategoryList({ preferences, labels }: { preferences: EmailPreferences; labels: CategoryLabels }) {
  return (
    <ul className="space-y-4">
      {OPTIONAL_CATEGORIES.map((name) => (
        <li key={name}>
          <label className="flex items-start gap-3">
            <input type="checkbox" name={name} defaultChecked={preferences[name]} className="mt-1 size-5 shrink-0 accent-brand-700" />
            <span>
              <span className="block font-semibold">{labels[name].name}</span>
              <span className="block text-sm text-ink-muted">{labels[name].description}</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * A plain form (no JavaScript needed to send it) that posts to `action` with `action=save` and
 * one `on` per chosen category.
 */
export function EmailPreferencesForm({ preferences, labels, action, submit }: { preferences: EmailPreferences; labels: CategoryLabels; action: string; submit: string }) {
  return (
    <form method="post" action={action}>
      <EmailCategoryList preferences={preferences} labels={labels} />
      <Button type="submit" name="action" value="save" variant="secondary" className="mt-6">
        {submit}
      </Button>
    </form>
  );
}
