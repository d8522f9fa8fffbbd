import { describe, expect, it } from 'vitest';
import { chatbotReply, CHATBOT_QUICK_QUESTIONS, fallbackReply } from '../../../shared/public-site/chatbot.js';
import { GUARANTEE_DAYS, planOf } from '../../../shared/kernel/plans.js';

describe('chatbotReply', () => {
  it('ignores empty and whitespace-only messages', () => {
    expect(chatbotReply('')).toBeNull();
    expect(chatbotReply('   \n')).toBeNull();
  });

  it('answers plans with the shared prices (Professional $499, never $599)', () => {
    const reply = chatbotReply('How much is the Professional plan?')!;
    expect(reply).toContain(`$${planOf('pro').monthlyPrice}/month`);
    expect(reply).toContain('$299/month');
    expect(reply).toContain('$999/month');
    expect(reply).not.toContain('599');
  });

  it('answers each listed topic from its keywords', () => {
    expect(chatbotReply('is there a free trial?')).toContain('14-day free trial');
    expect(chatbotReply('Is there a free trial?')).toContain(`${GUARANTEE_DAYS}-day money-back guarantee`);
    expect(chatbotReply('how accurate is it')).toContain('99.2%');
    expect(chatbotReply('how many users can I add')).toContain('up to 5');
    expect(chatbotReply('what support levels')).toContain('within 24 hours');
    expect(chatbotReply('can I use my own logo')).toContain('Created by Ridgeline');
    expect(chatbotReply('what features do you have')).toContain('satellite');
    expect(chatbotReply('partner commission?')).toContain('30% recurring');
    expect(chatbotReply('partner commission?')).toContain('60%');
    expect(chatbotReply('how do I contact you')).toContain('/contact');
  });

  it('matches words, not fragments inside other words', () => {
    // "industry" contains "try" and "proposal" starts with "pro" — neither is the trial or the plan topic.
    expect(chatbotReply('which industry')).toBe(fallbackReply());
    expect(chatbotReply('proposal pdf')).not.toContain('$499');
  });

  it('falls back to the list of topics it can help with', () => {
    const reply = chatbotReply('tell me a joke about mars');
    expect(reply).toBe(fallbackReply());
    for (const topic of [
      'plans and pricing',
      'the free trial',
      'measurement accuracy',
      'team seats',
      'support levels',
      'branding',
      'features',
      'partner commissions',
      'contact details',
    ])
      expect(reply).toContain(topic);
  });

  it('has an answer (not the fallback) for every quick question', () => {
    for (const question of CHATBOT_QUICK_QUESTIONS) expect(chatbotReply(question)).not.toBe(fallbackReply());
  });
});

describe('the coupon answer', () => {
  it('describes the real redemption path: the code field at sign-up', () => {
    const reply = chatbotReply('how do I use a coupon?');
    expect(reply).toContain('/register?coupon=');
    expect(reply).toContain('I have a code');
  });
});
