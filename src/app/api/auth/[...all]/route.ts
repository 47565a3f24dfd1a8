import { getAuth } from '@/features/auth/server/auth';
import { handleAuthRequest } from '@/features/auth/server/handle-auth-request';

export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  return handleAuthRequest(await getAuth(), request);
}

export { handle as GET, handle as POST };
