import type { ReactNode } from 'react';

/** The top of an admin page: its title, what it is for, and anything that belongs beside them. */
export function AdminHeading({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-2 text-ink-muted">{lead}</p>
      </div>
      {children}
    </header>
  );
}

/** A labelled select of a filter form (submitted as a GET: the address keeps the table's state). */
export function FilterSelect({ label, name, value, options, allLabel }: { label: string; name: string; value?: string; options: Array<[string, string]>; allLabel?: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <select name={name} defaultValue={value ?? ''} className="min-h-11 rounded-[var(--radius-control)] border border-line bg-surface px-3 font-normal">
        {allLabel ? <option value="">{allLabel}</option> : null}
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A labelled input of a filter form. */
export function FilterInput({ label, name, value, type = 'text' }: { label: string; name: string; value?: string; type?: 'text' | 'date' | 'search' }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <input type={type} name={name} defaultValue={value ?? ''} className="min-h-11 rounded-[var(--radius-control)] border border-line bg-surface px-3 font-normal" />
    </label>
  );
}
