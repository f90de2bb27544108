export type LogLevel = 'info' | 'warn' | 'error';
export function logEvent(level: LogLevel, event: string, fields: Record<string, unknown>): void;
export function setLogDestination(destination: { write(line: string): void }): void;
export function instanceName(env?: NodeJS.ProcessEnv): string;
