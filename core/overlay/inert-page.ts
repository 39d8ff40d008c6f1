/**
 * Makes the page behind an open overlay that is no `<dialog>` (a vendor's own root, which cannot be
 * shown with showModal) inert, as showModal does for a dialog: every element beside the overlay and
 * beside each of its ancestors, up to `<body>`, gets `inert` (README, "Overlays"). Elements the page had
 * made inert itself are left as they are. Returns the function that gives the page back.
 */
export function makePageInert(root: HTMLElement): () => void {
  const madeInert: Element[] = [];
  for (let node: Element = root; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
  }
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
  };
}
