/** A page's heading and the sentence under it. */
export function PageIntro({ title, lead, large = false }: { title: string; lead: string; large?: boolean }) {
  return (
    <>
      <h1 className={large ? 'text-3xl font-bold tracking-tight sm:text-4xl' : 'text-3xl font-bold tracking-tight'}>{title}</h1>
      <p className={large ? 'mt-4 text-lg text-ink-muted' : 'mt-3 text-ink-muted'}>{lead}</p>
    </>
  );
}
