export const metadata = {
  title: 'A bare Next.js page',
  description: 'One static page of text and links, the floor Exhale is measured against.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
