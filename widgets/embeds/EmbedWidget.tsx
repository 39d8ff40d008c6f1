import { useEffect } from 'react';
import type { WidgetProps } from '../../mount/types';
import { warn } from '../../src/log';
import { listenToEmbed } from './embed-channel';
import { ensureEmbedSecret } from './embed-secret';

/** One embedded WordPress post (`iframe.wp-embedded-content`), in place of WordPress's wp-embed.js. */
export function EmbedWidget({ element }: WidgetProps<undefined>) {
  useEffect(() => {
    if (!(element instanceof HTMLIFrameElement)) {
      warn('the embeds widget goes on iframe.wp-embedded-content; this element is not an iframe', element);
      return;
    }
    const secret = ensureEmbedSecret(element);
    const stopListening = listenToEmbed(element);
    // The embedded page may have posted its height before we listened: "ready" asks it to post again.
    // Sent to any origin ("*"): a sandboxed embed has an opaque origin that no address would match.
    element.contentWindow?.postMessage({ message: 'ready', secret }, '*');
    return stopListening;
  }, [element]);
  return null;
}
