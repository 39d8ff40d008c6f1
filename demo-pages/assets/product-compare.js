// @ts-check
/* A theme's own widget (README, "Write your own widget"): compare up to three products side by side. */

/** @typedef {{ limit: number }} CompareOptions */

/** How many products a visitor may compare when data-compare-limit says nothing usable. */
const COMPARE_LIMIT_DEFAULT = 3;

/** @type {import('cms-islands').SetupWidget<CompareOptions>} */
const productCompare = {
  // Mounted when it comes near the viewport; the server printed the buttons disabled until then.
  strategy: 'visible',
  style: '.theme-compare [aria-pressed="true"] { background: #1f4e79; color: #fff; }',
  parseOptions(element) {
    const limit = Number(element.dataset.compareLimit);
    if (Number.isInteger(limit) && limit >= 2) return { limit };
    if (element.dataset.compareLimit !== undefined)
      console.warn('[theme] data-compare-limit must be a whole number from 2; using 3', element);
    return { limit: COMPARE_LIMIT_DEFAULT };
  },
  setup(element, { options }) {
    const buttons = /** @type {HTMLButtonElement[]} */ ([...element.querySelectorAll('button[data-compare-toggle]')]);
    const tray = /** @type {HTMLElement} */ (element.querySelector('[data-compare-tray]'));
    const status = /** @type {HTMLElement} */ (element.querySelector('[data-compare-status]'));
    const rows = /** @type {HTMLElement} */ (element.querySelector('[data-compare-rows]'));
    const clear = /** @type {HTMLButtonElement} */ (element.querySelector('button[data-compare-clear]'));
    /** @type {HTMLElement[]} the chosen products, in the order chosen */
    let chosen = [];

    function render() {
      for (const button of buttons) {
        const product = /** @type {HTMLElement} */ (button.closest('[data-product]'));
        const isChosen = chosen.includes(product);
        button.setAttribute('aria-pressed', String(isChosen));
        // A full tray refuses more, and says why (the status below).
        button.disabled = !isChosen && chosen.length >= options.limit;
      }
      rows.replaceChildren(
        ...chosen.map((product) => {
          const row = document.createElement('tr');
          for (const field of ['productName', 'productPrice', 'productVolume']) {
            const cell = document.createElement(field === 'productName' ? 'th' : 'td');
            if (field === 'productName') cell.scope = 'row';
            cell.textContent = product.dataset[field] ?? '';
            row.append(cell);
          }
          return row;
        }),
      );
      tray.hidden = chosen.length === 0;
      status.textContent =
        chosen.length >= options.limit
          ? `${chosen.length} of ${options.limit} chosen: the tray is full`
          : `${chosen.length} of ${options.limit} chosen`;
    }

    /** @param {MouseEvent} event */
    function onClick(event) {
      const button = /** @type {Element} */ (event.target).closest('button[data-compare-toggle], button[data-compare-clear]');
      if (!button) return;
      if (button === clear) chosen = [];
      else {
        const product = /** @type {HTMLElement} */ (button.closest('[data-product]'));
        chosen = chosen.includes(product) ? chosen.filter((each) => each !== product) : [...chosen, product];
      }
      render();
    }

    element.addEventListener('click', onClick);
    render();
    // The cleanup runs on unmount: the server's markup as it was.
    return () => {
      element.removeEventListener('click', onClick);
      chosen = [];
      render();
      for (const button of buttons) {
        button.disabled = true;
        button.setAttribute('aria-pressed', 'false');
      }
      status.textContent = '';
    };
  },
};

document.addEventListener('cms-islands:ready', (event) => event.detail.register('theme-product-compare', productCompare));
