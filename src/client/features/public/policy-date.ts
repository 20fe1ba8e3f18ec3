/** The date the terms and the privacy policy were last revised (accounts spec §2). */
export const POLICY_UPDATED = 'October 2025';
