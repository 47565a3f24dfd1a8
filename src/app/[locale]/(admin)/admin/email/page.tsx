import { requireAdmin } from '@/features/auth/server/require-admin';
import { introPage } from '@/features/shell/intro-page';

const page = introPage('/admin/email', 'adminEmail', { noindex: true, guard: requireAdmin });
export const generateMetadata = page.generateMetadata;
export default page.Page;
