import { describe, expect, it } from 'vitest';
import { chatbotReply } from '../../../shared/public-site/chatbot.js';
import { replyParts } from '../../../web/src/features/chatbot/components/chatbot-panel.js';

const paths = (text: string) => replyParts(text).filter((_, index) => index % 2 === 1);

describe('chatbot replies link site paths, never prices', () => {
  it('keeps "/month" and "/year" after a price as text', () => {
    expect(paths('Professional $499/month (unlimited reports). Saves $1,198/year on Professional.')).toEqual(
      [],
    );
    expect(paths(chatbotReply('What plans do you offer?') ?? '')).toEqual([]);
    expect(replyParts('Starter $99/month').join('')).toBe('Starter $99/month');
  });

  it('links a path that starts the reply or follows a space or bracket', () => {
    expect(paths('Apply at /partner-application or write to us (/contact).')).toEqual([
      '/partner-application',
      '/contact',
    ]);
    expect(paths('/contact is open 24/7')).toEqual(['/contact']);
  });
});
