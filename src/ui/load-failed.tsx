import { Alert } from './alert';
import { Button } from './button';

export interface LoadFailedStrings {
  /** No answer at all: the connection. */
  offline: string;
  /** An error answer: the server's side. */
  server: string;
  retry: string;
}

/** A page's data could not be loaded: why, as far as the browser can tell, and a button to ask again. */
export function LoadFailed({ offline, strings, onRetry }: { offline: boolean; strings: LoadFailedStrings; onRetry: () => void }) {
  return (
    <div className="space-y-4" data-testid="load-failed">
      <Alert tone="danger">{offline ? strings.offline : strings.server}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {strings.retry}
      </Button>
    </div>
  );
}
