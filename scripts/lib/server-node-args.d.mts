/** The Node options the production server is started with (see server-node-args.mjs). */
export const SERVER_NODE_ARGS: string[];
/** The environment the production server is started with, before the caller's own. */
export const SERVER_ENV: Record<string, string>;
