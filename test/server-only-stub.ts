// Tests import server modules directly; the real 'server-only' package throws outside Next.js.
export {};
