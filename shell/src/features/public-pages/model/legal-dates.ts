/** When each legal text last changed in substance; update together with the text. */
export const PRIVACY_POLICY_UPDATED = '2026-11-21';
export const TERMS_UPDATED = '2026-11-21';
export const COMPLIANCE_UPDATED = '2026-11-21';
export const ACCESSIBILITY_STATEMENT_UPDATED = '2026-11-21';
