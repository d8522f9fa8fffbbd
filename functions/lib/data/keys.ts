/** Every key shape of the single table, in one place. */
export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  userInAccount: (accountId: string, createdAt: string, userId: string) => ({ GSI1PK: `ACCOUNT#${accountId}#USERS`, GSI1SK: `${createdAt}#${userId}` }),
  email: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' }),
  account: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' }),
  /** One fixed window of a rate limit for one subject. */
  rateLimit: (scope: string, subject: string, windowStart: number) => ({ PK: `RATE#${scope}#${subject.toLowerCase()}`, SK: String(windowStart) }),
  /** Webhook and job dedupe records. */
  dedupe: (scope: string, id: string) => ({ PK: `DEDUPE#${scope}`, SK: id }),
};
