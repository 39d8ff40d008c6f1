import { useEffect } from 'react';
import type { WidgetProps } from '../../mount/types';
import { warn } from '../../core/log';
import { listenToEmbed } from './embed-channel';
import { ensureEmbedSecret, reassertEmbedAddress } from './embed-secret';

/** One embedded WordPress post (`iframe.wp-embedded-content`), in place of WordPress's wp-embed.js. */
export function EmbedWidget({ element }: WidgetProps<undefined>) {
  useEffect(() => {
    if (!(element instanceof HTMLIFrameElement)) {
      warn('the embeds widget goes on iframe.wp-embedded-content; this element is not an iframe', element);
      return;
    }
    const { secret, given } = ensureEmbedSecret(element);
    const stopListening = listenToEmbed(element);
    // The embedded page may have posted its height before we listened: "ready" asks it to post again.
    // Sent to any origin ("*"): a sandboxed embed has an opaque origin that no address would match.
    // Sent again whenever the iframe's document loads: at mount it may still have been loading (or
    // reloading with the secret we just gave it), and a message to a loading document is lost.
    const sayReady = () => element.contentWindow?.postMessage({ message: 'ready', secret }, '*');
    sayReady();
    // The address given a secret is set again at the first load only (README): Chromium 143 fires
    // `load` for that move to the same hash, and setting it at each load navigated the frame for ever.
    let reasserted = !given;
    const onLoad = () => {
      if (!reasserted) {
        reasserted = true;
        reassertEmbedAddress(element);
      }
      sayReady();
    };
    element.addEventListener('load', onLoad);
    return () => {
      element.removeEventListener('load', onLoad);
      stopListening();
    };
  }, [element]);
  return null;
}
