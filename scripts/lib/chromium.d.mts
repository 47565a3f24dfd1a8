export function chromiumPath(): string;
export const chromiumArgs: string[];
