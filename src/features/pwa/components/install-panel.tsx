import type { Messages } from '@/i18n/messages';
import { Container } from '@/ui/container';
import { InstallButton } from './install-button';
import { IosSteps } from './ios-steps';

type Strings = Messages['pwa']['install'];

/** The part of /install that installs: the browser's offer, the steps for Safari, the stores. */
export function InstallPanel({ strings, stores }: { strings: Strings; stores: { appStore?: string; playStore?: string } }) {
  const storeLinks = [
    { href: stores.appStore, label: strings.appStore },
    { href: stores.playStore, label: strings.playStore },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  return (
    <Container className="pb-4">
      <section aria-labelledby="install-now" className="rounded-[var(--radius-card)] border border-brand-200 bg-brand-50 p-6 sm:p-8">
        <h2 id="install-now" className="text-2xl font-bold tracking-tight text-brand-900">
          {strings.title}
        </h2>
        <p className="mt-2 max-w-prose">{strings.lead}</p>
        {/* The button's room is kept from the start: the browser's offer comes after the page
            has loaded, and a button appearing then would push the text below it down. */}
        <div className="mt-5 min-h-13">
          <InstallButton label={strings.button} installedText={strings.installed} />
        </div>
        <p className="mt-4 max-w-prose text-sm text-ink-muted">{strings.otherBrowsers}</p>
      </section>
      <IosSteps title={strings.iosTitle} steps={strings.iosSteps} />
      {storeLinks.length ? (
        <section aria-labelledby="install-stores" className="mt-10">
          <h2 id="install-stores" className="text-2xl font-bold tracking-tight">
            {strings.storesTitle}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {storeLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener" className="inline-flex min-h-11 items-center rounded-[var(--radius-control)] bg-ink px-5 font-semibold text-white hover:bg-ink/85">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Container>
  );
}
