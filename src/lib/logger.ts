// Structured JSON logs, one line per event, so a log collector can index them without parsing.
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

function threshold(): number {
  const configured = process.env.LOG_LEVEL as keyof typeof levels | undefined;
  return levels[configured ?? 'info'] ?? levels.info;
}

function write(level: Level, msg: string, fields?: Record<string, unknown>): void {
  if (levels[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  // console writes one line to stdout/stderr in Node.js and also works in the proxy's runtime.
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
