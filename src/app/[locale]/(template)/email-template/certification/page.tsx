import { introPage } from '@/features/shell/intro-page';

const page = introPage('/email-template/certification', 'emailTemplateCertification', { noindex: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
