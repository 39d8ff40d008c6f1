/** Names this many edits away or fewer are offered as "did you mean": a typo, not another word. */
const MAX_TYPO_EDITS = 2;

/** Edits (insert, delete, replace) that turn `a` into `b` (Levenshtein). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The candidate a misspelt name most likely meant, if one is a typo away. */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestEdits = MAX_TYPO_EDITS + 1;
  for (const candidate of candidates) {
    const edits = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (edits > 0 && edits < bestEdits) [best, bestEdits] = [candidate, edits];
  }
  return best;
}
