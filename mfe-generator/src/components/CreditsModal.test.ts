import { PLANS } from 'shared/constants';
import { offerOf } from './CreditsModal';

const paid = PLANS.filter((p) => p.tier !== 'free');
const offers = (tier: string | null) => paid.map((p) => offerOf(p, tier).label);

describe('credits modal offers', () => {
  it('a free member every paid plan', () => {
    expect(offers(null)).toEqual(['Upgrade to Creator', 'Upgrade to Professional', 'Upgrade to Agency']);
    expect(offers('free')).toEqual(offers(null));
  });

  it('a paying member only the plans above theirs (aliases of the tiers too)', () => {
    expect(offers('comet')).toEqual(['Your current plan', 'Upgrade to Professional', 'Upgrade to Agency']);
    expect(offers('star')).toEqual(['Fewer credits than your plan', 'Your current plan', 'Upgrade to Agency']);
    expect(offers('nova')).toEqual(['Fewer credits than your plan', 'Fewer credits than your plan', 'Your current plan']);
    expect(paid.map((p) => offerOf(p, 'nova').upgrade)).toEqual([false, false, false]);
  });
});
