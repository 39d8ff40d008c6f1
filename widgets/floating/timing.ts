/** Hover intent: the pointer must rest this long before a tooltip or card opens (ours; the spec names none). */
export const HOVER_INTENT_MS = 200;
/** Grace after the pointer leaves, so it can travel onto the tooltip or card and keep it open (WCAG 1.4.13, hoverable). */
export const HOVER_GRACE_MS = 150;
/** The tooltip's fade (README): 150 ms, none when the visitor prefers reduced motion (CSS, style.css). */
export const TOOLTIP_FADE_MS = 150;
