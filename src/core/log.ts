/** Every message the bundle prints starts with this, so theme developers can filter the console. */
export const LOG_PREFIX = '[cms-islands]';

export function warn(message: string, ...details: unknown[]): void {
  console.warn(`${LOG_PREFIX} ${message}`, ...details);
}

export function reportError(message: string, ...details: unknown[]): void {
  console.error(`${LOG_PREFIX} ${message}`, ...details);
}
