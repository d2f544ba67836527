import type { ClaimChecks } from '../model/claim-checks';

/** An answer with one wrong and one right claim about the chart "My birth chart". */
export const ANSWER = 'Your **Sun in Taurus** gives patience, and Mars in Leo makes you bold.';

export const CHECKS: ClaimChecks = {
  version: 1,
  checked: 2,
  wrong: 1,
  claims: [
    {
      text: 'Sun in Taurus',
      start: ANSWER.indexOf('Sun in Taurus'),
      end: ANSWER.indexOf('Sun in Taurus') + 'Sun in Taurus'.length,
      chart: 'My birth chart',
      body: 'sun',
      kind: 'sign',
      stated: 'Taurus',
      actual: 'Gemini',
      verdict: 'wrong',
    },
    {
      text: 'Mars in Leo',
      start: ANSWER.indexOf('Mars in Leo'),
      end: ANSWER.indexOf('Mars in Leo') + 'Mars in Leo'.length,
      chart: 'My birth chart',
      body: 'mars',
      kind: 'sign',
      stated: 'Leo',
      actual: 'Leo',
      verdict: 'right',
    },
  ],
};
