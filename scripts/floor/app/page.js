const links = [
  ['Why stopping pays off at once', '/why'],
  ['What happens in the first days', '/first-days'],
  ['When a craving comes', '/cravings'],
  ['Help near you', '/help'],
  ['About this page', '/about'],
];

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>
        This page is the floor: the framework with nothing of its own. It is built and served by the same versions of Next.js and
        React as the app measured beside it, so the difference between the two is what the app adds.
      </p>
      <p>
        It has a heading, two paragraphs and a list of links, and no styles, fonts, images, client components or scripts beyond
        what the framework sends with every page.
      </p>
      <ul>
        {links.map(([label, href]) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
