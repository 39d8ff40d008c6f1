import { readFileSync } from 'node:fs';

/** The header line of the README's "Content-Security-Policy" section, exactly as a site would copy it. */
export function readmeHeader(): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Content-Security-Policy\n'));
  const line = section && /^Content-Security-Policy: (.+)$/m.exec(section);
  if (!line?.[1]) throw new Error('README.md has no "Content-Security-Policy: …" line in its "Content-Security-Policy" section');
  return line[1];
}
