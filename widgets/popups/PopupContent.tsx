import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { reportError } from '../../core/log';
import type { PopupSource } from './popup-source';
import type { PopupTexts } from './settings';
import { POPUPS_MARKUP } from './markup';
import { useAjaxContent } from './useAjaxContent';
import { useInlineTarget } from './useInlineTarget';

export interface PopupContentProps {
  readonly source: PopupSource;
  readonly texts: PopupTexts;
  readonly label: string;
  readonly caption: string;
  readonly widthPx: number;
  readonly heightPx: number;
  /** The opener, named in console reports. */
  readonly opener: HTMLElement;
  /** Set when the opener took inline content, so it gives it back on unmount. */
  readonly onInlineTaken: (id: string) => void;
  /** Who holds inline content (the opener's widget), for inline-targets.ts. */
  readonly holderKey: object;
}

/** A status line inside the popup: server-independent texts, shown as text. */
function Status({ text, error }: { text: string; error: boolean }) {
  return (
    <p
      className={error ? `${POPUPS_MARKUP.classes.status} ${POPUPS_MARKUP.classes.statusError}` : POPUPS_MARKUP.classes.status}
      role={error ? 'alert' : 'status'}
    >
      {text}
    </p>
  );
}

function InlineContent({ source, texts, opener, onInlineTaken, holderKey }: PopupContentProps) {
  const holder = useRef<HTMLDivElement>(null);
  const missing = useInlineTarget(holder, source.target, opener, onInlineTaken, holderKey);
  return missing ? <Status text={texts.popup_not_found_text} error /> : <div ref={holder} className={POPUPS_MARKUP.classes.inline} />;
}

function ImageContent({ source, texts, label, caption, widthPx, heightPx, opener }: PopupContentProps) {
  const [failed, setFailed] = useState(!source.target);
  useEffect(() => {
    if (failed) reportError(`popup: the image ${source.target || '(no usable address)'} could not be loaded`, opener);
  }, [failed, source.target, opener]);
  if (failed) return <Status text={texts.popup_image_error_text} error />;
  return (
    <figure className={POPUPS_MARKUP.classes.figure}>
      <img
        className={POPUPS_MARKUP.classes.image}
        src={source.target}
        alt={caption || label}
        width={widthPx || undefined}
        height={heightPx || undefined}
        onError={() => setFailed(true)}
      />
      {caption ? <figcaption className={POPUPS_MARKUP.classes.caption}>{caption}</figcaption> : null}
    </figure>
  );
}

function IframeContent({ source, texts, label, opener }: PopupContentProps) {
  useEffect(() => {
    if (!source.target) reportError('popup: its iframe address is not an http(s) address', opener);
  }, [source.target, opener]);
  if (!source.target) return <Status text={texts.popup_content_error_text} error />;
  return (
    <iframe
      className={POPUPS_MARKUP.classes.iframe}
      src={source.target}
      title={label}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
    />
  );
}

function AjaxContent({ source, texts, opener, selector }: PopupContentProps & { selector: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const state = useAjaxContent(source.target, selector, opener);
  // The server's nodes go in as nodes; the runtime mounts any widget inside them by itself.
  useLayoutEffect(() => {
    if (state.kind === 'ready') holder.current?.replaceChildren(state.nodes);
  }, [state]);
  if (state.kind === 'failed') return <Status text={texts.popup_content_error_text} error />;
  return (
    <>
      {state.kind === 'loading' ? <Status text={texts.popup_loading_text} error={false} /> : null}
      <div ref={holder} className={POPUPS_MARKUP.classes.fetched} />
    </>
  );
}

/** What the popup shows, by kind (README, "Content and lightbox popups"); every failure is a text in the popup. */
export function PopupContent(props: PopupContentProps & { selector: string }) {
  switch (props.source.kind) {
    case 'inline':
      return <InlineContent {...props} />;
    case 'image':
      return <ImageContent {...props} />;
    case 'iframe':
      return <IframeContent {...props} />;
    case 'ajax':
      return <AjaxContent {...props} />;
  }
}
