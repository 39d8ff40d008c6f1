import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget, type AnyWidgetDefinition } from '../../../mount/types';
import { mountMarkup } from '../../support/islands';

/** A widget family built into a file of its own: the main bundle holds a stub with `load`. */
function onDemandStub(load: () => Promise<AnyWidgetDefinition>) {
  return defineWidget({ selector: 'form.on-demand', strategy: 'load', load });
}

const flushPromises = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(() => vi.restoreAllMocks());

describe('on-demand widget files', () => {
  it('loads the family once when its first element is due, then mounts every element with the loaded definition', async () => {
    const setup = vi.fn();
    const load = vi.fn(() => Promise.resolve(defineWidget({ setup, parseOptions: (element) => element.dataset.colour })));
    const islands = mountMarkup('<form class="on-demand" data-colour="red"></form><form class="on-demand" data-colour="blue"></form>', {
      'lazy-form': onDemandStub(load),
    });
    await flushPromises();
    act(() => islands.runtime.flush());
    expect(setup).toHaveBeenCalledTimes(2);
    expect(setup.mock.calls.map(([, context]) => (context as { options: string }).options)).toEqual(['red', 'blue']);
    expect(islands.runtime.mountedCount()).toBe(2);
    islands.stop();
  });

  it('reports a file that cannot load once, and leaves the server markup as it was', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('cms-islands.widget-lazy-form.js could not be loaded');
    const islands = mountMarkup('<form class="on-demand" action="/contact/"></form><form class="on-demand"></form>', {
      'lazy-form': onDemandStub(() => Promise.reject(failure)),
    });
    await flushPromises();
    act(() => islands.runtime.flush());
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain('widget "lazy-form" could not be loaded');
    expect(islands.runtime.mountedCount()).toBe(0);
    expect(document.querySelector('form')!.getAttribute('action')).toBe('/contact/');
    islands.stop();
  });

  it('does not mount an element removed while its file was loading', async () => {
    const setup = vi.fn();
    let finish!: (definition: AnyWidgetDefinition) => void;
    const islands = mountMarkup('<form class="on-demand"></form>', {
      'lazy-form': onDemandStub(() => new Promise((resolve) => (finish = resolve))),
    });
    document.querySelector('form')!.remove();
    finish(defineWidget({ setup }));
    await flushPromises();
    act(() => islands.runtime.flush());
    expect(setup).not.toHaveBeenCalled();
    islands.stop();
  });
});
