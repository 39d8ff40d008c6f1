import { describe, expect, it } from 'vitest';
import { readFeedbackAnswer } from '../controller/answer';
import { fieldNameFromInto, findFieldProblems } from './field-problems';
import { fixtureAnswer, fixtureMarkup } from '../test-support';

describe('finding the invalid fields of an answer in the form', () => {
  it('current shape: by field name; the link goes to idref, else to the field itself; in document order', () => {
    document.body.innerHTML = fixtureMarkup('form-all-fields');
    const form = document.querySelector('form')!;
    const problems = findFieldProblems(form, 'wpcf7-f6-p7-o1', readFeedbackAnswer(fixtureAnswer('all-validation-failed'))!.invalidFields);
    expect(problems.map((problem) => problem.tipId)).toEqual([
      'wpcf7-f6-p7-o1-ve-your-name',
      'wpcf7-f6-p7-o1-ve-your-email',
      'wpcf7-f6-p7-o1-ve-your-subject',
      'wpcf7-f6-p7-o1-ve-rig-url',
      'wpcf7-f6-p7-o1-ve-rig-age',
      'wpcf7-f6-p7-o1-ve-rig-topic',
      'wpcf7-f6-p7-o1-ve-rig-radio',
      'wpcf7-f6-p7-o1-ve-rig-quiz',
    ]);
    const [name] = problems;
    expect(name!.target).toBe(document.getElementById('rig-name'));
    expect(name!.targetId).toBe('rig-name');
    expect(name!.wrap).toBe(document.querySelector('[data-name="your-name"]'));
    const radio = problems.find((problem) => problem.tipId.endsWith('rig-radio'))!;
    expect(radio.controls.map((control) => control.value)).toEqual(['Yes', 'No']); // every box of the group
    expect(radio.target).toBe(radio.controls[0]);
    expect(radio.targetId).toBe('wpcf7-f6-p7-o1-ve-rig-radio-field');
    const quiz = problems.find((problem) => problem.tipId.endsWith('rig-quiz'))!;
    expect(quiz.controls.map((control) => control.name)).toEqual(['rig-quiz']); // not the hidden answer hash
  });

  it('spec shape: by the into selector, or the name in it when the selector finds nothing', () => {
    document.body.innerHTML = fixtureMarkup('form-default');
    const form = document.querySelector('form')!;
    const problems = findFieldProblems(form, 'wpcf7-f4-p5-o1', [
      { field: null, into: 'span.wpcf7-form-control-wrap[data-name="your-email"]', message: 'Bad email', idref: null, errorId: null },
      { field: null, into: 'span.wpcf7-form-control-wrap.your-name', message: 'Name?', idref: null, errorId: null },
    ]);
    expect(problems.map((problem) => [problem.wrap?.dataset.name, problem.tipId, problem.message])).toEqual([
      ['your-name', 'wpcf7-f4-p5-o1-ve-your-name', 'Name?'],
      ['your-email', 'wpcf7-f4-p5-o1-ve-your-email', 'Bad email'],
    ]);
  });

  it('a field the form lacks still gets a list entry, with no tip place and no link', () => {
    document.body.innerHTML = fixtureMarkup('form-default');
    const [problem] = findFieldProblems(document.querySelector('form')!, 'u', [
      { field: 'gone', into: null, message: 'Missing', idref: null, errorId: 'e1' },
    ]);
    expect(problem).toMatchObject({ wrap: null, target: null, controls: [], tipId: 'e1', message: 'Missing' });
  });

  it('reads the field name out of an older into selector', () => {
    expect(fieldNameFromInto('span.wpcf7-form-control-wrap.your-email')).toBe('your-email');
    expect(fieldNameFromInto('.wpcf7-form-control-wrap[data-name="rig-url"]')).toBe('rig-url');
    expect(fieldNameFromInto('#wpcf7-f4-p5-o1')).toBeNull();
  });
});
