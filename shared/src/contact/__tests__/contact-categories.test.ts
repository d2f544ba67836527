import { CONTACT_CATEGORIES, contactCategoryLabel } from '../contact-categories';

describe('contactCategoryLabel', () => {
  it('gives staff the label the visitor chose from', () => {
    expect(contactCategoryLabel('account')).toBe('Account and sign-in');
    for (const { value, label } of CONTACT_CATEGORIES)
      expect(contactCategoryLabel(value)).toBe(label);
  });

  it('shows a value from outside the list as stored', () => {
    expect(contactCategoryLabel('billing')).toBe('billing');
  });
});
