import { afterEach, describe, expect, it } from 'vitest';
import type { ClaimState, ClaimView } from '../../../mount/runtime';
import type { LogEntry } from '../../../core/log';
import { createIslandTracker, type IslandSources } from '../../../src/inspector/islands';
import { settingsGlobalName, settingsReport } from '../../../src/inspector/settings-report';
import { closestName } from '../../../src/inspector/closest-name';
import { describeElement } from '../../../src/inspector/describe-element';
import { snapshotSettings } from '../../../core/settings/settings-snapshot';
import { PROMO_POPUP_SETTINGS_SCHEMA, PROMO_POPUP_SETTINGS_TEXTS } from '../../../widgets/popups/settings';
import { describedSettings } from '../../../core/settings/field-texts';

/** The inspector's reading of the page (README, "Inspector"), from the runtime's claims and journal. */
const SCRIPT_START_MS = 100;

function claim(element: HTMLElement, name: string, state: ClaimState, changedAtMs = 0): ClaimView {
  return { element, name, strategy: 'visible', state, changedAtMs };
}

function sources(claims: ClaimView[], entries: LogEntry[] = [], registered = ['carousel', 'tabs', 'theme-badge']): IslandSources {
  return {
    claims: new Set(claims),
    entries,
    registered: () => registered,
    familyOf: (name) => (name === 'carousel' || name === 'tabs' ? name : undefined),
    optionNames: (name) => (name === 'carousel' ? new Set(['items', 'autoplay', 'loop']) : undefined),
    scriptStartMs: SCRIPT_START_MS,
  };
}

const byId = (id: string) => document.getElementById(id)!;

afterEach(() => {
  document.body.replaceChildren();
});

describe('the islands', () => {
  it('lists every claim in the order found, with its state and time since the bundle started, and names it does not know', () => {
    document.body.innerHTML = `<div id="c" data-island="carousel" data-items="three" data-autoplai></div>
      <div id="t" data-island="tabs"><p id="inside">x</p></div><div id="u" data-island="carousell"></div>`;
    const claims = [claim(byId('c'), 'carousel', 'mounted', 350), claim(byId('t'), 'tabs', 'visible')];
    const entries: LogEntry[] = [
      { level: 'warn', message: 'widget "carousel" options: items="three" cannot be read, using 3', details: [byId('c')] },
      { level: 'warn', message: 'tabs: a panel without a trigger', details: [byId('inside')] },
      { level: 'warn', message: 'page settings: lazy_loading_offset="far" cannot be read, using 300', details: [] },
    ];
    const { islands, pageMessages, unusedThemeWidgets } = createIslandTracker(sources(claims, entries))();
    expect(islands.map((row) => `${row.name} ${row.state} ${row.mountedAfterMs ?? '-'}`)).toEqual([
      'carousel mounted 250',
      'tabs visible -',
      'carousell unknown -',
    ]);
    // A message about an element inside a widget is that widget's.
    expect(islands.map((row) => row.messages.map((entry) => entry.message))).toEqual([[entries[0]!.message], [entries[1]!.message], []]);
    expect(pageMessages).toEqual([entries[2]]);
    // The theme registered a widget nothing on the page asks for: its name or selector matched nothing.
    expect(unusedThemeWidgets).toEqual(['theme-badge']);
    expect(islands[0]!.hints).toEqual(['data-autoplai is no option of "carousel": did you mean data-autoplay?']);
    expect(islands[2]!.hints).toEqual(['did you mean "carousel"?']);
  });

  it('keeps rows where they are: a widget found later comes last, a released one stays, marked', () => {
    document.body.innerHTML = '<div id="a" data-island="tabs"></div><div id="b" data-island="tabs"></div>';
    const first = claim(byId('b'), 'tabs', 'mounted', 200);
    const claims = new Set([first]);
    const track = createIslandTracker({ ...sources([]), claims });
    expect(track().islands.map((row) => row.element.id)).toEqual(['b']);
    claims.add(claim(byId('a'), 'tabs', 'mounted', 300));
    claims.delete(first);
    const later = track().islands;
    expect(later.map((row) => `${row.element.id} ${row.state}`)).toEqual(['b unmounted', 'a mounted']);
    expect(later.map((row) => row.key)).toEqual([0, 1]);
    byId('b').remove();
    expect(track().islands[0]!.state).toBe('removed');
  });

  it('a widget marked failed on its element is failed; a failed load points to the one report of its name', () => {
    document.body.innerHTML = '<div id="a" data-island="tabs" data-island-failed="tabs"></div><form id="f1"></form><form id="f2"></form>';
    const entries: LogEntry[] = [
      { level: 'error', message: 'widget "theme-badge" could not be loaded; the server markup works on without it', details: [byId('f1')] },
    ];
    const { islands } = createIslandTracker(
      sources(
        [claim(byId('a'), 'tabs', 'mounted'), claim(byId('f1'), 'theme-badge', 'failed'), claim(byId('f2'), 'theme-badge', 'failed')],
        entries,
      ),
    )();
    expect(islands.map((row) => row.state)).toEqual(['failed', 'failed', 'failed']);
    expect(islands[1]!.messages).toEqual(entries);
    expect(islands[2]!.messages).toEqual(entries);
  });

  it('says when a widget waiting to be near has no box: hidden, it never comes near', () => {
    document.body.innerHTML = '<div id="t" data-island="tabs"></div>';
    // jsdom lays nothing out: no element has a box there.
    expect(createIslandTracker(sources([claim(byId('t'), 'tabs', 'visible')]))().islands[0]!.boxless).toBe(true);
  });
});

describe('the page settings', () => {
  const families = {
    popups: { settings: { 'promo-popup': describedSettings('Promo popup', PROMO_POPUP_SETTINGS_SCHEMA, PROMO_POPUP_SETTINGS_TEXTS) } },
  };

  it('gives each key its value, its default, and where the value came from', () => {
    const raw = snapshotSettings({ lazy_loading_offset: '2000000', popup_event: 'scroll', lazy_loading_ofset: 5 }, []);
    const report = settingsReport(raw, families, { globalName: 'cmsIslandsSettings', lookedFor: ['cmsIslandsSettings'] });
    const rows = new Map(report.sections.flatMap((section) => section.rows.map((row) => [row.key, row])));
    expect(rows.get('lazy_loading_offset')).toMatchObject({
      value: '300',
      defaultValue: '300',
      refused: true,
      source: 'default: lazy_loading_offset="2000000" must be from 0 to 1000000, using 300',
    });
    expect(rows.get('popup_event')).toMatchObject({ value: '"scroll"', source: 'window.cmsIslandsSettings', refused: false });
    expect(rows.get('ajaxurl')).toMatchObject({ source: 'default: not printed' });
    expect(report.sections.map((section) => section.title)).toEqual(['Every widget', 'Promo popup']);
    expect(report.unread).toEqual(['lazy_loading_ofset']);
  });

  it('finds the global as the bundle does: the name on the script tag, else the default names in order', () => {
    expect(settingsGlobalName({ woodmart_settings: {} }, null)).toEqual({
      globalName: 'woodmart_settings',
      lookedFor: ['cmsIslandsSettings', 'woodmart_settings'],
    });
    expect(settingsGlobalName({ cmsIslandsSettings: {} }, 'mytheme_settings')).toEqual({
      globalName: undefined,
      lookedFor: ['mytheme_settings'],
    });
  });
});

describe('names', () => {
  it('a typo finds its name; another word does not', () => {
    expect(closestName('carousell', ['tabs', 'carousel'])).toBe('carousel');
    expect(closestName('autoplai', ['items', 'autoplay'])).toBe('autoplay');
    expect(closestName('countdownState', ['date', 'timezone'])).toBeUndefined();
  });

  it('an element is named as CSS selects it', () => {
    document.body.innerHTML = '<section id="s" class="demo-carousel demo-products wide"></section>';
    expect(describeElement(byId('s'))).toBe('section#s.demo-carousel.demo-products');
  });
});
