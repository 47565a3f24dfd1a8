export const navItems = [
  { key: 'programme', href: '/quit-smoking' },
  { key: 'survey', href: '/survey/motivation' },
  { key: 'test', href: '/survey/test' },
  { key: 'help', href: '/help' },
] as const;

export const footerItems = [
  { key: 'help', href: '/help' },
  { key: 'install', href: '/install' },
  { key: 'imprint', href: '/imprint' },
  { key: 'privacy', href: '/privacy' },
  { key: 'terms', href: '/terms' },
] as const;
