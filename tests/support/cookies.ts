import { afterEach, beforeEach } from 'vitest';

/** Every cookie written through document.cookie since the test started, as written (with its attributes). */
export function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  beforeEach(() => {
    writes.length = 0;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => native.get!.call(document) as string,
      set: (value: string) => {
        writes.push(value);
        native.set!.call(document, value);
      },
    });
  });
  afterEach(() => {
    delete (document as unknown as Record<string, unknown>).cookie;
    clearCookies();
  });
  return writes;
}

/** Days from now until the `expires` of the last write of cookie `name`. */
export function daysUntilExpiry(writes: readonly string[], name: string): number {
  const write = [...writes].reverse().find((line) => line.startsWith(`${name}=`));
  const expires = write ? /expires=([^;]+)/i.exec(write)?.[1] : undefined;
  if (!expires) throw new Error(`no write of ${name} with an expiry`);
  return (Date.parse(expires) - Date.now()) / 86_400_000;
}

export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function readCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(name.length + 1));
}

export function clearCookies(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
