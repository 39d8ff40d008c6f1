import type { FamilyMarkup } from '../../core/markup';

/**
 * The markup names of the contact form (README): Contact Form 7's own, which its markup, its CSS and
 * the theme's scripts rely on, and the two the widget adds. The status classes the form and its
 * response box get are status.ts's table (they follow the server's statuses).
 */
export const CONTACT_FORM_MARKUP = {
  attributes: {
    /** On the form: the status class printed by the server, then the current one. */
    status: 'data-status',
    /** On the plugin's wrapper: the form id, when the form has no `_wpcf7` field. */
    formId: 'data-wpcf7-id',
    /** On a field's wrap: the field's name. */
    name: 'data-name',
    /** On a character counter: the field it counts. */
    counterTarget: 'data-target-name',
    /** On a character counter: the length above which it is `too-long`. */
    counterMaximum: 'data-maximum-value',
    /** On a character counter: the length below which it is `too-short`. */
    counterMinimum: 'data-minimum-value',
    /** On a counter counting down: where it starts. */
    counterStart: 'data-starting-value',
    /** On a character counter: the count shown. */
    counterValue: 'data-current-value',
  },
  classes: {
    /** The plugin's wrapper around the form. */
    wrapper: 'wpcf7',
    /** On the wrapper before the plugin's script ran; `js` after. */
    noScript: 'no-js',
    script: 'js',
    /** The screen reader response block (its `ul` lists the problems). */
    alerts: 'screen-reader-response',
    /** The visible response box. */
    output: 'wpcf7-response-output',
    /** The box the widget adds when a call fails (not an answer of the plugin's). */
    callError: 'cms-islands-form-error',
    /** A field's wrap (also named by a class of the field's name in older markup). */
    fieldWrap: 'wpcf7-form-control-wrap',
    /** A form control. */
    control: 'wpcf7-form-control',
    /** On a control the server found wrong. */
    invalid: 'wpcf7-not-valid',
    /** A problem's tip under its field. */
    tip: 'wpcf7-not-valid-tip',
    /** A control followed by a spinner while a call is out. */
    hasSpinner: 'has-spinner',
    /** The spinner after such a control. */
    spinner: 'wpcf7-spinner',
    /** A submit button. */
    submit: 'wpcf7-submit',
    /** A character counter. */
    counter: 'wpcf7-character-count',
    /** On a counter that counts down from `data-starting-value`. */
    counterDown: 'down',
    /** On a counter whose field is over its maximum. */
    tooLong: 'too-long',
    /** On a counter whose field is under its minimum. */
    tooShort: 'too-short',
    /** A choice item with a free-text input, and that input. */
    hasFreeText: 'has-free-text',
    freeText: 'wpcf7-free-text',
    /** A choice item and its label. */
    listItem: 'wpcf7-list-item',
    listItemLabel: 'wpcf7-list-item-label',
    /** A checkbox group in which one box at most is checked. */
    exclusive: 'wpcf7-exclusive-checkbox',
    /** An acceptance box's group; `optional` ones do not hold the submit back, `invert` ones must stay unchecked. */
    acceptance: 'wpcf7-acceptance',
    optional: 'optional',
    invert: 'invert',
    /** On the form: acceptance is validated by the server, not held back here. */
    acceptanceAsValidation: 'wpcf7-acceptance-as-validation',
    /** On a text input: its value is an address. */
    url: 'wpcf7-validates-as-url',
    /** Around fields the client-side rules leave to the server. */
    noValidate: 'novalidate',
    /** A quiz and its question. */
    quiz: 'wpcf7-quiz',
    quizLabel: 'wpcf7-quiz-label',
    /** A captcha's answer input, its image, and the prefix of the image's class (then the field name, colons dropped). */
    captchaAnswer: 'wpcf7-captchar',
    captchaImage: 'wpcf7-captchac',
    captchaImagePrefix: 'wpcf7-captcha-',
    /** Prefix of the class that makes an element inert while the form has the status after it (`inert-on-submitting`). */
    inertOnStatusPrefix: 'inert-on-',
    /** After a date or number input the browser cannot step: the widget's two stepping buttons. */
    stepper: 'cms-islands-stepper',
  },
  events: {
    /** Before the call, on the form (bubbling), as the plugin's script dispatches them. */
    beforeSubmit: 'wpcf7beforesubmit',
    /** After every answer. */
    submit: 'wpcf7submit',
    /** After a reset's refill. */
    reset: 'wpcf7reset',
    /** Whenever the status class changes. */
    statusChanged: 'wpcf7statuschanged',
    /** After an answer of these statuses, before `wpcf7submit`. */
    invalid: 'wpcf7invalid',
    unaccepted: 'wpcf7unaccepted',
    spam: 'wpcf7spam',
    aborted: 'wpcf7aborted',
    mailSent: 'wpcf7mailsent',
    mailFailed: 'wpcf7mailfailed',
  },
} as const satisfies FamilyMarkup;
