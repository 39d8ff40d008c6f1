import { ownElements } from '../../core/dom/own-elements';
import { FOOTER_ACCORDION_MARKUP } from './markup';

/**
 * Markup contract (README): inside `data-island="footer-accordion"`, each widget title (a heading)
 * is followed by its content: the title's next element sibling, or the `[data-footer-content]`
 * among its following siblings.
 */
export interface FooterSection {
  title: HTMLElement;
  content: HTMLElement;
}

export function readFooterSections(widget: HTMLElement, titleSelector: string): FooterSection[] {
  return ownElements(widget, titleSelector).flatMap((title) => {
    let content: Element | null = title.nextElementSibling;
    for (let sibling = content; sibling; sibling = sibling.nextElementSibling) {
      if (sibling.hasAttribute(FOOTER_ACCORDION_MARKUP.attributes.content)) {
        content = sibling;
        break;
      }
    }
    return content instanceof HTMLElement ? [{ title, content }] : [];
  });
}

/**
 * The button an accordion header needs, made once per title. While the accordion is active the
 * title's own nodes move into it (never re-created: links and listeners inside survive) and move back
 * when it is not.
 */
export function makeHeaderButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = FOOTER_ACCORDION_MARKUP.classes.toggle;
  return button;
}

export function wrapTitle(title: HTMLElement, button: HTMLButtonElement): () => void {
  button.append(...title.childNodes);
  title.append(button);
  return () => {
    title.append(...button.childNodes);
    button.remove();
  };
}
