/**
 * What the admin endpoints and screens say (product rules R2.75, R3.22, R5.9, R5.10 and
 * R7.16): apart from the schemas, so the route guards of the first page load carry no zod.
 */
export const ADMIN_MESSAGES = {
  required: 'Admin access required',
  signIn: 'Authentication Required',
  coachName: 'Coach name must be at least 2 characters',
  userTypeRequired: 'Please select a user type',
  userType: 'User type must be either basic or premium',
  coachCreated: (name: string) => `Coach account created for ${name}.`,
  userCreated: (name: string) => `User account created for ${name}.`,
} as const;
