import { readClaimChecks, type CheckedClaim } from '../model/claim-checks';
import { bodyPhrase, claimSummary, correctionNote, correctionOf } from '../model/claim-wording';
import { CHECKS } from './sample-claim-checks';

const claim = (patch: Partial<CheckedClaim>): CheckedClaim => ({ ...CHECKS.claims[0]!, ...patch });

describe('reading claim_checks', () => {
  it('reads the stored shape, and nothing from an empty or unknown column', () => {
    expect(readClaimChecks(JSON.parse(JSON.stringify(CHECKS)))).toEqual(CHECKS);
    expect(readClaimChecks(null)).toBeNull();
    expect(readClaimChecks(undefined)).toBeNull();
    expect(readClaimChecks({ ...CHECKS, version: 2 })).toBeNull();
    expect(readClaimChecks('checked')).toBeNull();
  });

  it('leaves out a claim it cannot read instead of the whole check', () => {
    const stored = {
      ...CHECKS,
      claims: [{ ...CHECKS.claims[0], kind: 'aspect' }, CHECKS.claims[1]],
    };
    expect(readClaimChecks(stored)?.claims).toEqual([CHECKS.claims[1]]);
    expect(readClaimChecks(stored)?.checked).toBe(2);
  });
});

describe('wording', () => {
  it('names bodies as a reader would', () => {
    expect(bodyPhrase('sun')).toBe('the Sun');
    expect(bodyPhrase('moon')).toBe('the Moon');
    expect(bodyPhrase('mars')).toBe('Mars');
    expect(bodyPhrase('meanNode')).toBe('the Mean Node');
  });

  it('gives the correct value of each kind of claim', () => {
    expect(correctionOf(claim({}))).toBe('the Sun is in Gemini, not Taurus');
    expect(
      correctionOf(claim({ body: 'moon', kind: 'house', stated: '5th', actual: '7th house' })),
    ).toBe('the Moon is in the 7th house, not the 5th house');
    expect(
      correctionOf(claim({ kind: 'degree', stated: '24° Taurus', actual: '12°04′ Taurus' })),
    ).toBe('the Sun is at 12°04′ Taurus, not 24° Taurus');
    expect(
      correctionOf(
        claim({ body: 'venus', kind: 'retrograde', stated: 'retrograde', actual: 'direct' }),
      ),
    ).toBe('Venus is direct, not retrograde');
  });

  it('says which chart was checked when two are attached', () => {
    expect(correctionNote(CHECKS.claims[0]!, CHECKS)).toBe(
      'Checked against your chart: the Sun is in Gemini, not Taurus',
    );
    const two = { ...CHECKS, claims: [CHECKS.claims[0]!, { ...CHECKS.claims[1]!, chart: 'Sam' }] };
    expect(correctionNote(two.claims[0]!, two)).toBe(
      'Checked against the chart “My birth chart”: the Sun is in Gemini, not Taurus',
    );
  });

  it('sums up the check', () => {
    expect(claimSummary(CHECKS)).toBe('2 chart claims checked, 1 wrong');
    expect(claimSummary({ ...CHECKS, checked: 1, wrong: 0 })).toBe(
      '1 chart claim checked, none wrong',
    );
    expect(claimSummary({ version: 1, checked: 0, wrong: 0, claims: [] })).toBeNull();
  });
});
