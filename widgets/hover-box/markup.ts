import type { FamilyMarkup } from '../../core/markup';

/** The markup names of hover boxes (README). Public: themes print and style them. */
export const HOVER_BOX_MARKUP = {
  attributes: {
    /** On the box: the face shown, `front` or `back`; the flip itself is CSS. */
    face: 'data-hover-box-face',
    /** On the box: the axis it turns round, `horizontal` or `vertical` (its option, written for CSS). */
    flip: 'data-hover-box-flip',
  },
  classes: {
    /** The front face, a direct child of the box. */
    front: 'hover-box-front',
    /** The back face, a direct child of the box. */
    back: 'hover-box-back',
  },
} as const satisfies FamilyMarkup;
