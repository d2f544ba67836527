import { barShares, featureLabel, summarySchema } from '../model/analytics';

describe('analytics model', () => {
  it('reads counts that PostgREST may send as numbers or numeric strings', () => {
    expect(
      summarySchema.parse({
        total_users: '12',
        active_users: 3,
        charts_created: 40,
        brain_interactions: 0,
        generated_at: 'now',
      }),
    ).toMatchObject({ total_users: 12 });
    expect(
      summarySchema.safeParse({
        total_users: -1,
        active_users: 0,
        charts_created: 0,
        brain_interactions: 0,
        generated_at: 'x',
      }).success,
    ).toBe(false);
  });

  it('labels features and scales bars against the most used', () => {
    expect(featureLabel('grok_chat')).toBe('Grok chat');
    expect(
      barShares([
        { feature: 'a', uses: 10 },
        { feature: 'b', uses: 5 },
        { feature: 'c', uses: 0 },
      ]),
    ).toEqual([100, 50, 0]);
    expect(barShares([{ feature: 'a', uses: 0 }])).toEqual([0]);
  });
});
