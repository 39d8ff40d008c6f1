/**
 * The chart of mount cost against widget count, both axes logarithmic (a straight line's slope is how
 * the cost grows: 1 = in proportion to the count), one line per figure at its medians with a bar from
 * min to max. Values under 1 ms (a total blocking time of 0) sit on the 1 ms floor. Plain SVG.
 */
import type { MountCase, MountRun } from '../cases/mount';
import { GOALS } from '../config';
import { fixed } from './format';

const WIDTH_PX = 720;
const HEIGHT_PX = 420;
const MARGIN = { top: 40, right: 220, bottom: 50, left: 60 };

const SERIES: Array<{ key: keyof MountRun; label: string; color: string }> = [
  { key: 'scriptMs', label: 'main-thread script', color: '#1f77b4' },
  { key: 'aboveFoldReadyMs', label: 'above the fold ready', color: '#2ca02c' },
  { key: 'totalBlockingMs', label: 'total blocking time', color: '#d62728' },
  { key: 'longestTaskMs', label: 'longest task', color: '#9467bd' },
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The y axis starts here: 0 cannot be drawn on a log scale. */
const FLOOR_MS = 1;

export function mountChartSvg(cases: readonly MountCase[], title: string): string {
  const plotWidth = WIDTH_PX - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT_PX - MARGIN.top - MARGIN.bottom;
  const counts = cases.map((mountCase) => mountCase.widgetRoots);
  const minLog = Math.log10(Math.min(...counts));
  const maxLog = Math.log10(Math.max(...counts));
  const x = (count: number) =>
    MARGIN.left + (maxLog === minLog ? plotWidth / 2 : ((Math.log10(count) - minLog) / (maxLog - minLog)) * plotWidth);
  const clamp = (value: number) => (Number.isFinite(value) ? Math.max(value, FLOOR_MS) : FLOOR_MS);
  const yMax = Math.max(10, ...cases.flatMap((mountCase) => SERIES.map((series) => clamp(mountCase.stats[series.key].max))));
  const topLog = Math.ceil(Math.log10(yMax));
  const y = (ms: number) => MARGIN.top + plotHeight - (Math.log10(clamp(ms)) / topLog) * plotHeight;

  const parts: string[] = [];
  parts.push(`<text x="${MARGIN.left}" y="24" font-size="15" font-weight="bold">${escapeXml(title)}</text>`);
  for (let power = 0; power <= topLog; power += 1) {
    const tick = 10 ** power;
    parts.push(`<line x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${y(tick)}" y2="${y(tick)}" stroke="#ddd"/>`);
    parts.push(`<text x="${MARGIN.left - 6}" y="${y(tick) + 4}" font-size="11" text-anchor="end">${power === 0 ? '≤ 1' : tick}</text>`);
  }
  const goalY = y(GOALS.aboveTheFoldReadyMs);
  parts.push(
    `<line x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${goalY}" y2="${goalY}" stroke="#2ca02c" stroke-dasharray="4 4"/>`,
  );
  parts.push(
    `<text x="${MARGIN.left + plotWidth + 4}" y="${goalY + 4}" font-size="11" fill="#2ca02c">goal: ready ≤ ${GOALS.aboveTheFoldReadyMs} ms</text>`,
  );
  for (const count of counts) {
    parts.push(`<line x1="${x(count)}" x2="${x(count)}" y1="${MARGIN.top}" y2="${MARGIN.top + plotHeight}" stroke="#eee"/>`);
    parts.push(`<text x="${x(count)}" y="${MARGIN.top + plotHeight + 16}" font-size="11" text-anchor="middle">${count}</text>`);
  }
  parts.push(
    `<line x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${MARGIN.top + plotHeight}" y2="${MARGIN.top + plotHeight}" stroke="#333"/>`,
  );
  parts.push(`<line x1="${MARGIN.left}" x2="${MARGIN.left}" y1="${MARGIN.top}" y2="${MARGIN.top + plotHeight}" stroke="#333"/>`);
  parts.push(
    `<text x="${MARGIN.left + plotWidth / 2}" y="${HEIGHT_PX - 12}" font-size="12" text-anchor="middle">widgets on the page (log scale)</text>`,
  );
  parts.push(
    `<text transform="translate(16 ${MARGIN.top + plotHeight / 2}) rotate(-90)" font-size="12" text-anchor="middle">ms, log scale (median, bar: min–max)</text>`,
  );

  SERIES.forEach((series, index) => {
    const points = cases.map((mountCase) => [x(mountCase.widgetRoots), y(mountCase.stats[series.key].median)] as const);
    parts.push(
      `<polyline fill="none" stroke="${series.color}" stroke-width="2" points="${points.map(([px, py]) => `${fixed(px, 1)},${fixed(py, 1)}`).join(' ')}"/>`,
    );
    cases.forEach((mountCase, caseIndex) => {
      const stat = mountCase.stats[series.key];
      const [px, py] = points[caseIndex]!;
      parts.push(`<line x1="${px}" x2="${px}" y1="${y(stat.min)}" y2="${y(stat.max)}" stroke="${series.color}" stroke-width="1"/>`);
      parts.push(
        `<circle cx="${px}" cy="${py}" r="3.5" fill="${series.color}"><title>${escapeXml(`${series.label}, ${mountCase.widgetRoots} widgets: ${fixed(stat.median)} ms (${fixed(stat.min)}–${fixed(stat.max)})`)}</title></circle>`,
      );
    });
    const legendY = MARGIN.top + 10 + index * 20;
    parts.push(
      `<line x1="${WIDTH_PX - MARGIN.right + 20}" x2="${WIDTH_PX - MARGIN.right + 44}" y1="${legendY}" y2="${legendY}" stroke="${series.color}" stroke-width="2"/>`,
    );
    parts.push(`<text x="${WIDTH_PX - MARGIN.right + 50}" y="${legendY + 4}" font-size="12">${escapeXml(series.label)}</text>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH_PX}" height="${HEIGHT_PX}" viewBox="0 0 ${WIDTH_PX} ${HEIGHT_PX}" font-family="sans-serif">\n<rect width="100%" height="100%" fill="#fff"/>\n${parts.join('\n')}\n</svg>\n`;
}
