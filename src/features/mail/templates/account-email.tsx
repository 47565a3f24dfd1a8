import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';

export interface AccountEmailProps {
  lang: string;
  /** The subject, as the document's title (read by screen readers and "view in browser"). */
  title: string;
  /** The line mail clients show next to the subject. */
  preview: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  url: string;
  /** Shown under the button: the address of the link, for clients that hide buttons. */
  linkHint: string;
  footer: string[];
  /** Below the footer: a "view in browser" link and the unsubscribe line (non-account mail). */
  links?: Array<{ label: string; url: string }>;
}

const colors = { brand: '#0f6a57', ink: '#14211d', muted: '#4a5a55', page: '#f6f8f4', line: '#dfe7e2' };
const font = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** The one layout of every email: greeting, a few paragraphs, one action, a footer, links. */
export function AccountEmail({ lang, title, preview, greeting, paragraphs, action, url, linkHint, footer, links }: AccountEmailProps) {
  return (
    <Html lang={lang}>
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: colors.page, fontFamily: font, color: colors.ink }}>
        <Container style={{ maxWidth: '560px', padding: '24px 12px' }}>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: '16px', padding: '28px' }}>
            <Text style={{ margin: '0 0 16px', fontSize: '20px', fontWeight: 700, color: colors.brand }}>Exhale</Text>
            <Text style={{ margin: '0 0 12px', fontSize: '16px', lineHeight: '24px' }}>{greeting}</Text>
            {paragraphs.map((paragraph) => (
              <Text key={paragraph} style={{ margin: '0 0 12px', fontSize: '16px', lineHeight: '24px' }}>
                {paragraph}
              </Text>
            ))}
            <Section style={{ margin: '20px 0' }}>
              <Button
                href={url}
                style={{ backgroundColor: colors.brand, color: '#ffffff', fontWeight: 600, fontSize: '16px', padding: '12px 20px', borderRadius: '12px', textDecoration: 'none' }}
              >
                {action}
              </Button>
            </Section>
            <Text style={{ margin: '0 0 4px', fontSize: '13px', color: colors.muted }}>{linkHint}</Text>
            <Link href={url} style={{ fontSize: '13px', color: colors.brand, wordBreak: 'break-all' }}>
              {url}
            </Link>
            <Hr style={{ borderColor: colors.line, margin: '20px 0' }} />
            {footer.map((line) => (
              <Text key={line} style={{ margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: colors.muted }}>
                {line}
              </Text>
            ))}
            {links?.map((link) => (
              <Text key={link.url} style={{ margin: '0 0 8px', fontSize: '13px', lineHeight: '20px' }}>
                <Link href={link.url} style={{ color: colors.brand }}>
                  {link.label}
                </Link>
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
