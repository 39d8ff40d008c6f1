import { dayofweek, enumeration, file } from './choices';
import { date, email, number, tel, time, url } from './formats';
import {
  maxdate,
  maxfilesize,
  maxitems,
  maxlength,
  maxnumber,
  mindate,
  minfilesize,
  minitems,
  minlength,
  minnumber,
  stepnumber,
} from './limits';
import { required, requiredfile } from './presence';
import type { RuleCheck } from './types';

/**
 * The plugin's rules by the names its schema prints (README, "Validation as the visitor goes"). A Map:
 * a rule named `constructor` or `__proto__` is unknown, not a property every object inherits.
 */
export const RULE_CHECKS: ReadonlyMap<string, RuleCheck> = new Map([
  ['required', required],
  ['requiredfile', requiredfile],
  ['email', email],
  ['url', url],
  ['tel', tel],
  ['number', number],
  ['date', date],
  ['time', time],
  ['file', file],
  ['enum', enumeration],
  ['dayofweek', dayofweek],
  ['minitems', minitems],
  ['maxitems', maxitems],
  ['minlength', minlength],
  ['maxlength', maxlength],
  ['minnumber', minnumber],
  ['maxnumber', maxnumber],
  ['mindate', mindate],
  ['maxdate', maxdate],
  ['minfilesize', minfilesize],
  ['maxfilesize', maxfilesize],
  ['stepnumber', stepnumber],
]);
