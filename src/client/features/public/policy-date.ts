/** The date the terms and the privacy policy were last revised (product rules R2.45). */
export const POLICY_UPDATED = 'October 2025';
