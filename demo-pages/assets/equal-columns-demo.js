// Equal columns demo: a button that adds text to the first floated column, so the widget's
// recomputation on content change can be seen (widgets/equal-columns/README.md).
document.addEventListener('DOMContentLoaded', () => {
  const button = document.getElementById('eq-add-text');
  const card = document.querySelector('#eq-floats .demo-eq-card');
  if (!button || !card) return;
  let count = 0;
  button.addEventListener('click', () => {
    count += 1;
    const paragraph = document.createElement('p');
    paragraph.textContent = `Added paragraph ${count}: more about the coast, its birds and its light.`;
    card.append(paragraph);
  });
});
