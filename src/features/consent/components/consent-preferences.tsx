'use client';

import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { CATEGORY, type ConsentStrings } from '../config';

const switchClass =
  'relative h-7 w-13 shrink-0 cursor-pointer appearance-none rounded-full bg-[#5f6e69] transition-colors ' +
  "before:absolute before:top-0.5 before:left-0.5 before:size-6 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-[''] " +
  'checked:bg-brand-700 checked:before:translate-x-6 disabled:cursor-not-allowed disabled:opacity-70';

function Category({
  category,
  title,
  description,
  checked,
  disabled,
  onChange,
}: {
  category: string;
  title: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <section className="rounded-2xl border border-line bg-canvas p-4">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="font-semibold">
          {title}
        </label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          value={category}
          className={switchClass}
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-text`}
          onChange={(event) => onChange?.(event.target.checked)}
        />
      </div>
      <p id={`${id}-text`} className="mt-2 text-sm leading-normal text-ink-muted">
        {description}
      </p>
    </section>
  );
}

/**
 * The choices in detail ("Let me choose" in the banner, "Cookie settings" in the footer): necessary
 * cookies shown as always on, analytics as a switch set to the stored choice, and the same two
 * buttons as the banner beside "Save my choice". Drawn only while open.
 */
export function ConsentPreferences({
  strings,
  open,
  onOpenChange,
  analyticsAllowed,
  onChoose,
}: {
  strings: ConsentStrings['preferences'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  analyticsAllowed: boolean;
  onChoose: (analytics: boolean) => void;
}) {
  return (
    <Dialog title={strings.title} closeLabel={strings.close} open={open} onOpenChange={onOpenChange}>
      {/* Mounted afresh on each opening, so the switch starts from the stored choice. */}
      {open ? <Choices strings={strings} analyticsAllowed={analyticsAllowed} onChoose={onChoose} /> : null}
    </Dialog>
  );
}

function Choices({
  strings,
  analyticsAllowed,
  onChoose,
}: {
  strings: ConsentStrings['preferences'];
  analyticsAllowed: boolean;
  onChoose: (analytics: boolean) => void;
}) {
  const [analytics, setAnalytics] = useState(analyticsAllowed);
  return (
    <div className="space-y-3">
      <section>
        <h3 className="font-semibold">{strings.introTitle}</h3>
        <p className="mt-1 text-sm leading-normal text-ink-muted">{strings.intro}</p>
      </section>
      <Category category={CATEGORY.necessary} title={strings.necessaryTitle} description={strings.necessary} checked disabled />
      <Category
        category={CATEGORY.analytics}
        title={strings.analyticsTitle}
        description={strings.analytics}
        checked={analytics}
        onChange={setAnalytics}
      />
      <div className="grid gap-2 pt-2 sm:grid-cols-3">
        <Button onClick={() => onChoose(true)}>{strings.acceptAll}</Button>
        <Button onClick={() => onChoose(false)}>{strings.necessaryOnly}</Button>
        <Button variant="secondary" onClick={() => onChoose(analytics)}>
          {strings.save}
        </Button>
      </div>
    </div>
  );
}
