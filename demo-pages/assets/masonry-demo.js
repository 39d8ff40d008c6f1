// Masonry demo: the "Add more items" button, as a theme's load-more would do it. It builds the new
// items with DOM calls and hands them to the grid through the widget's `islands:append` event
// (widgets/masonry/README.md, "Adding items").
const MORE = [
  ['meadow', 600, 400, 'Meadow, later'],
  ['peaks', 400, 600, 'Peaks at noon'],
  ['coast', 600, 400, 'Coast in autumn'],
];

document.addEventListener('DOMContentLoaded', () => {
  const button = document.getElementById('masonry-more');
  const grid = document.getElementById('portfolio-grid');
  if (!button || !grid) return;
  let round = 0;
  button.addEventListener('click', () => {
    round += 1;
    const items = MORE.map(([name, width, height, title]) => {
      const figure = document.createElement('figure');
      figure.className = 'grid-item';
      const image = document.createElement('img');
      image.src = `/assets/media/${name}.svg`;
      image.width = width;
      image.height = height;
      image.alt = title;
      const caption = document.createElement('figcaption');
      caption.textContent = `${title} (${round})`;
      figure.append(image, caption);
      return figure;
    });
    grid.dispatchEvent(new CustomEvent('islands:append', { detail: { items } }));
  });
});
