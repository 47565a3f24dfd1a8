/** GET /api/account/data: what the (prerendered) data page shows about its person. */
export interface DataOverview {
  email: string;
  /** The kinds of data to list, in order, with how many the account holds. */
  counts: Array<{ key: string; count: number }>;
  withPassword: boolean;
  /** Whether the session began recently enough to delete without a password. */
  fresh: boolean;
}
