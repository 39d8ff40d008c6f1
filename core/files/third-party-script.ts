import { trustedScriptUrl } from '../trusted-types';

/*
 * Not in the main bundle: only the media families' own files import this (widgets/video-background,
 * widgets/media-embed); the Trusted Types policy they use is the main bundle's (one per page).
 */
const thirdParty = new Map<string, Promise<void>>();

/**
 * Adds a third party's `<script>` once per page (only the addresses the Trusted Types policy lists:
 * video players' APIs, social embeds). Resolves when it has run; rejects when it failed or was refused
 * (a later call tries again).
 */
export function loadThirdPartyScript(url: string): Promise<void> {
  let pending = thirdParty.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const fail = (reason: string) => {
        thirdParty.delete(url);
        script.remove();
        reject(new Error(`${url} ${reason}`));
      };
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => fail('could not be loaded'));
      script.async = true;
      try {
        script.src = trustedScriptUrl(url);
      } catch (error) {
        fail(`was refused (${String(error)})`);
        return;
      }
      document.head.append(script);
    });
    thirdParty.set(url, pending);
  }
  return pending;
}
