import type { Metadata } from 'next';
import { currentLocale } from '@/features/shell/server/page-locale';
import { NotFoundView, notFoundMetadata } from './not-found-view';

// The 404 inside a layout that brings the header and footer (the site's pages, the campaign
// pages). Static on purpose: reading request headers here would make every page dynamic. Routes
// with an id have their own not-found (route-not-found.tsx) that shows the invalid path.
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await currentLocale());
}

export default async function SiteNotFound() {
  return <NotFoundView locale={await currentLocale()} />;
}
