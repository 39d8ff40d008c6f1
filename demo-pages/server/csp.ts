import { randomBytes } from 'node:crypto';

/**
 * The Content-Security-Policy the demo site sends with every page (README, "Content-Security-Policy").
 * `NONCE` stands for the random value each response gets; the page's inline settings global carries
 * the same value in its `nonce` attribute, as WordPress 6.x prints it.
 */
export const NONCE = '{RANDOM}';

/** Trusted Types policies the bundle creates: one, ours. Swiper is configured not to need its own. */
const BUNDLE_TRUSTED_TYPES_POLICIES = ['cms-islands'] as const;

/**
 * The demo theme's own policy, for its scripts that insert server HTML as a "load more" plugin would
 * (demo-pages/assets/demo-theme.js). Created on first use, so a page that never inserts HTML runs
 * under the bundle's header alone.
 */
const DEMO_THEME_TRUSTED_TYPES_POLICY = 'demo-theme';

/** The header a site needs to run the bundle; the README prints exactly this, with NONCE. */
export function bundleContentSecurityPolicy(nonce: string = NONCE, extraTrustedTypesPolicies: readonly string[] = []): string {
  return [
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${[...BUNDLE_TRUSTED_TYPES_POLICIES, ...extraTrustedTypesPolicies].join(' ')}`,
  ].join('; ');
}

/** What the demo site sends: the bundle's header plus the demo theme's own policy name. */
export function demoContentSecurityPolicy(nonce: string): string {
  return bundleContentSecurityPolicy(nonce, [DEMO_THEME_TRUSTED_TYPES_POLICY]);
}

/** A fresh nonce: 128 random bits, base64 (CSP's nonce-source grammar). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}
