// The messages between the server's thread and the embedded database's thread (decision 0027).

export type ThreadRequest =
  | { id: number; op: 'ready' }
  | { id: number; op: 'query'; text: string; params: unknown[]; rowMode: 'array' | 'object'; textTypes: number[]; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  /** Opens a transaction whose id is this request's id. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export type ThreadReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string; name: string; fields: Record<string, string | number> } };
