import type { ReactNode } from 'react';

/** The body of the 404 and 500 pages: the status code, the message, and ways onward. */
export function ErrorView({ code, title, message, body, actions }: {
  code: string;
  title: string;
  message: ReactNode;
  body: string;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-6xl font-extrabold tracking-tight text-brand-700 sm:text-7xl" aria-hidden="true">
        {code}
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">
        <span className="sr-only">{code} </span>
        {title}
      </h1>
      <p className="mt-3 font-medium text-ink [overflow-wrap:anywhere]" data-testid="error-message">
        {message}
      </p>
      <p className="mt-3 text-ink-muted">{body}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </div>
  );
}
