import { parseFamilySettings } from '../../core/settings/family-settings';
import { readPageSettings } from '../../core/settings/page-settings';
import { CONTACT_FORM_SETTINGS_SCHEMA } from './options';
import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { isPageCached } from './controller/api';
import type { Islands } from '../../tests/support/islands';
import { fixtureAnswer, fixtureMarkup, jsonResponse, mountForm, settleCalls, stubFetch, type SentCall } from './test-support';

/**
 * Status changes, their events and classes, inert-on-<status>, and the reset with its refill
 * (widgets/contact-form/README.md, "Statuses", "Reset", "Events").
 */

let islands: Islands | null = null;
let warnSpy: MockInstance;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  islands?.stop();
  islands = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const form = () => document.querySelector('form')!;
const field = (selector: string) => document.querySelector<HTMLInputElement>(selector)!;

interface Seen {
  type: string;
  status: string;
  prevStatus?: string;
  formClass: string;
  apiStatus?: unknown;
  hasQuiz?: boolean;
}

/** Every wpcf7 event heard on the document, with the form's classes at that moment. */
function recordEvents(): Seen[] {
  const seen: Seen[] = [];
  for (const name of ['statuschanged', 'beforesubmit', 'invalid', 'mailsent', 'submit', 'reset']) {
    document.addEventListener(`wpcf7${name}`, (event) => {
      const detail = (event as CustomEvent).detail as { status: string; prevStatus?: string; apiResponse?: Record<string, unknown> };
      const entry: Seen = {
        type: event.type,
        status: detail.status,
        formClass: [...form().classList].filter((name) => !name.startsWith('wpcf7')).join(' '),
      };
      if (detail.prevStatus !== undefined) entry.prevStatus = detail.prevStatus;
      if (event.type === 'wpcf7reset') entry.hasQuiz = !!detail.apiResponse && 'quiz' in detail.apiResponse;
      if (event.type === 'wpcf7submit') entry.apiStatus = detail.apiResponse?.status;
      seen.push(entry);
    });
  }
  return seen;
}

/** Answers: the feedback in turn, the refill from the captured fixture, no schema. */
function serve(...feedback: unknown[]) {
  let next = 0;
  return stubFetch((call: SentCall) => {
    if (call.url.endsWith('/feedback')) return jsonResponse(feedback[Math.min(next++, feedback.length - 1)]);
    if (call.url.endsWith('/refill')) return jsonResponse(fixtureAnswer('refill-all-fields'));
    return jsonResponse([]);
  });
}

async function submit(): Promise<void> {
  fireEvent.submit(form());
  await settleCalls();
}

describe('status changes', () => {
  it('submit: statuschanged init → submitting → invalid with status and prevStatus, classes swapped, no class left behind', async () => {
    serve(fixtureAnswer('feedback-validation-failed'));
    islands = await mountForm(fixtureMarkup('form-default'));
    const events = recordEvents();
    await submit();
    expect(events.map(({ type, status, prevStatus, formClass }) => [type, status, prevStatus, formClass])).toEqual([
      ['wpcf7statuschanged', 'submitting', 'init', 'submitting'],
      ['wpcf7beforesubmit', 'init', undefined, 'submitting'],
      ['wpcf7statuschanged', 'invalid', 'submitting', 'invalid'],
      ['wpcf7invalid', 'validation_failed', undefined, 'invalid'],
      ['wpcf7submit', 'validation_failed', undefined, 'invalid'],
    ]);
    const detail = await new Promise<Record<string, unknown>>((resolve) => {
      form().addEventListener('wpcf7statuschanged', (event) => resolve((event as CustomEvent).detail), { once: true });
      fireEvent.submit(form());
    });
    expect(detail).toEqual({
      contactFormId: 4,
      pluginVersion: '6.1.6',
      contactFormLocale: 'en_US',
      unitTag: 'wpcf7-f4-p5-o1',
      containerPostId: 5,
      status: 'submitting',
      prevStatus: 'invalid',
    });
    await settleCalls();
  });

  it('a custom status: the next submit and a reset carry its class as the status before them (README, "Events"), as the plugin\'s', async () => {
    serve({ status: 'on_hold', message: 'Held for review.' });
    islands = await mountForm(fixtureMarkup('form-default'));
    await submit();
    expect(form().getAttribute('data-status')).toBe('custom-on-hold');
    const events = recordEvents();
    await submit();
    act(() => form().reset());
    await settleCalls();
    expect(
      events.filter(({ type }) => type === 'wpcf7beforesubmit' || type === 'wpcf7reset').map(({ type, status }) => [type, status]),
    ).toEqual([
      ['wpcf7beforesubmit', 'custom-on-hold'],
      ['wpcf7reset', 'custom-on-hold'],
    ]);
  });

  it('inert-on-submitting: inert while submitting only; an inert the server printed stays', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    stubFetch(async (call) => {
      if (!call.url.endsWith('/feedback')) return jsonResponse([]);
      await held;
      return jsonResponse(fixtureAnswer('feedback-validation-failed'));
    });
    islands = await mountForm(fixtureMarkup('form-default'), () => {
      const paragraphs = document.querySelectorAll('form > p');
      paragraphs[0]!.classList.add('inert-on-submitting');
      paragraphs[1]!.classList.add('inert-on-submitting');
      paragraphs[1]!.setAttribute('inert', '');
      paragraphs[2]!.classList.add('inert-on-invalid');
    });
    const [name, email, subject] = [...document.querySelectorAll('form > p')];
    expect([name!.hasAttribute('inert'), email!.hasAttribute('inert'), subject!.hasAttribute('inert')]).toEqual([false, true, false]);
    fireEvent.submit(form());
    await act(async () => {});
    expect([name!.hasAttribute('inert'), email!.hasAttribute('inert'), subject!.hasAttribute('inert')]).toEqual([true, true, false]);
    release();
    await settleCalls();
    expect([name!.hasAttribute('inert'), email!.hasAttribute('inert'), subject!.hasAttribute('inert')]).toEqual([false, true, true]);
    act(() => islands!.runtime.unmount(document));
    expect([name!.hasAttribute('inert'), email!.hasAttribute('inert'), subject!.hasAttribute('inert')]).toEqual([false, true, false]);
  });
});

describe('reset', () => {
  it("the visitor's reset: resetting while the refill is asked for, then init; wpcf7reset with the answer; the quiz refilled", async () => {
    const calls = serve(fixtureAnswer('all-validation-failed'));
    islands = await mountForm(fixtureMarkup('form-all-fields').replace('2+2=?', 'Old question?'), () => {});
    await settleCalls();
    const refillsOnLoad = calls.filter((call) => call.url.endsWith('/refill')).length;
    field('[name="rig-quiz"]').value = '2';
    field('.wpcf7-quiz-label').textContent = 'Old question?';
    const events = recordEvents();
    act(() => form().reset());
    expect(form().getAttribute('data-status')).toBe('resetting');
    await settleCalls();
    expect(calls.filter((call) => call.url.endsWith('/refill'))).toHaveLength(refillsOnLoad + 1);
    expect(form().getAttribute('data-status')).toBe('init');
    expect(events.map(({ type, status, prevStatus }) => [type, status, prevStatus])).toEqual([
      ['wpcf7statuschanged', 'resetting', 'init'],
      ['wpcf7statuschanged', 'init', 'resetting'],
      ['wpcf7reset', 'init', undefined],
    ]);
    expect(events[2]!.hasQuiz).toBe(true);
    expect(field('.wpcf7-quiz-label').textContent).toBe('1+1=?');
  });

  it('after mail_sent: sent → resetting → sent, the message stays, then wpcf7reset', async () => {
    serve(fixtureAnswer('feedback-mail-sent'));
    islands = await mountForm(fixtureMarkup('form-default'));
    const events = recordEvents();
    field('[name="your-name"]').value = 'Ana';
    await submit();
    expect(events.map(({ type, status }) => `${type}:${status}`)).toEqual([
      'wpcf7statuschanged:submitting',
      'wpcf7beforesubmit:init',
      'wpcf7statuschanged:sent',
      'wpcf7mailsent:mail_sent',
      'wpcf7submit:mail_sent',
      'wpcf7statuschanged:resetting',
      'wpcf7statuschanged:sent',
      'wpcf7reset:sent',
    ]);
    expect(form().getAttribute('data-status')).toBe('sent');
    expect(document.querySelector('.wpcf7-response-output')!.textContent).toBe('Thank you for your message. It has been sent.');
    expect(field('[name="your-name"]').value).toBe('');
  });

  it('a refill that fails after a reset: one warning, the status settles, no wpcf7reset', async () => {
    stubFetch((call) => (call.url.endsWith('/refill') ? jsonResponse(fixtureAnswer('feedback-error-404'), 404) : jsonResponse([])));
    islands = await mountForm(fixtureMarkup('form-default'));
    const events = recordEvents();
    act(() => form().reset());
    await settleCalls();
    expect(form().getAttribute('data-status')).toBe('init');
    expect(events.map((event) => event.type)).toEqual(['wpcf7statuschanged', 'wpcf7statuschanged']);
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  it('a submit while a reset waits for its refill: the late refill does not overwrite the submit status', async () => {
    let releaseRefill!: () => void;
    const refillHeld = new Promise<void>((resolve) => (releaseRefill = resolve));
    stubFetch(async (call) => {
      if (call.url.endsWith('/refill')) {
        await refillHeld;
        return jsonResponse([]);
      }
      return jsonResponse(call.url.endsWith('/feedback') ? fixtureAnswer('feedback-validation-failed') : []);
    });
    islands = await mountForm(fixtureMarkup('form-default'));
    act(() => form().reset());
    await submit();
    releaseRefill();
    await settleCalls();
    expect(form().getAttribute('data-status')).toBe('invalid');
  });
});

describe('reset on load when pages may be cached', () => {
  it("the plugin's wpcf7.cached flag: the form resets on load (refill asked, wpcf7reset, status init), typed values kept", async () => {
    const calls = serve(fixtureAnswer('feedback-mail-sent'));
    const events = recordEventsOnDocument();
    islands = await mountForm(fixtureMarkup('form-default'), () => {
      (window as unknown as { wpcf7: { cached?: unknown } }).wpcf7.cached = 1;
      (document.querySelector('[name="your-name"]') as HTMLInputElement).value = 'typed early';
    });
    await settleCalls();
    expect(calls.filter((call) => call.url.endsWith('/contact-forms/4/refill'))).toHaveLength(1);
    expect(events).toEqual(['wpcf7statuschanged', 'wpcf7statuschanged', 'wpcf7reset']);
    expect(form().getAttribute('data-status')).toBe('init');
    expect(field('[name="your-name"]').value).toBe('typed early');
  });

  it('without the flag nothing resets on load', async () => {
    const calls = serve();
    const events = recordEventsOnDocument();
    islands = await mountForm(fixtureMarkup('form-default'));
    await settleCalls();
    expect(calls.filter((call) => call.url.endsWith('/refill'))).toHaveLength(0);
    expect(events).toEqual([]);
  });

  it('the flag is read from the plugin global or from cf7_cached in our settings, as the words our settings take', () => {
    const settings = (raw: unknown) =>
      parseFamilySettings(readPageSettings({ cf7_cached: raw }).raw, CONTACT_FORM_SETTINGS_SCHEMA, 'contact-form');
    expect(isPageCached(settings(undefined), {})).toBe(false);
    expect(isPageCached(settings(undefined), { wpcf7: { cached: 1 } })).toBe(true);
    expect(isPageCached(settings(undefined), { wpcf7: { cached: '0' } })).toBe(false);
    expect(isPageCached(settings('yes'), {})).toBe(true);
    expect(isPageCached(settings('maybe'), {})).toBe(false);
  });
});

function recordEventsOnDocument(): string[] {
  const seen: string[] = [];
  for (const name of ['wpcf7statuschanged', 'wpcf7reset']) document.addEventListener(name, (event) => seen.push(event.type));
  return seen;
}
