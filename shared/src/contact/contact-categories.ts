/**
 * What a visitor can write to us about. The contact form stores `value` as the message's
 * `category`; the staff inbox shows `label`. Both read this one list so they cannot drift.
 */
export const CONTACT_CATEGORIES = [
  { value: 'general', label: 'General question' },
  { value: 'account', label: 'Account and sign-in' },
  { value: 'charts', label: 'Charts and calculations' },
  { value: 'ai', label: 'AI assistants' },
  { value: 'learning', label: 'Lessons and learning' },
  { value: 'technical', label: 'Technical problem' },
  { value: 'privacy', label: 'Privacy or data request' },
  { value: 'accessibility', label: 'Accessibility' },
  { value: 'feedback', label: 'Feedback and ideas' },
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]['value'];

/** The label for a stored category; a value from before the list changed is shown as stored. */
export function contactCategoryLabel(value: string): string {
  return CONTACT_CATEGORIES.find((category) => category.value === value)?.label ?? value;
}
