import { filesOf, type RuleCheck } from './types';

/** `required`: at least one non-blank value. */
export const required: RuleCheck = (values) => values.length > 0;

/** `requiredfile`: at least one chosen file. */
export const requiredfile: RuleCheck = (values) => filesOf(values).length > 0;
