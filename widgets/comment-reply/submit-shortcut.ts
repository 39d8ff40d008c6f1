/** Ctrl+Enter (Cmd+Enter on a Mac) in the comment field: the shortcut WordPress's comment-reply.js offers. */
export function isSubmitShortcut(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.isComposing && event.target instanceof HTMLTextAreaElement;
}

/**
 * Submits the form as its submit button would (validation, `submit` listeners, the button's own
 * name/value), but only once: a held key repeats, and a second submit would post the comment twice.
 * A form `reset` (an ajax comment plugin clearing the form) allows the next one.
 */
export function createSubmitOnce(form: HTMLFormElement) {
  let submitted = false;
  return {
    onSubmit: () => {
      submitted = true;
    },
    onReset: () => {
      submitted = false;
    },
    submit: () => {
      if (submitted) return;
      form.requestSubmit(form.querySelector<HTMLElement>('[type="submit"]'));
    },
  };
}
