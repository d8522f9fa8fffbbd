import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CHATBOT_GREETING,
  CHATBOT_QUICK_QUESTIONS,
  CHATBOT_REPLY_DELAY_MS,
  chatbotReply,
} from '@shared/public-site/chatbot.js';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';

interface Message {
  id: number;
  from: 'bot' | 'visitor';
  text: string;
}

/**
 * Splits a reply into text and site paths ("/contact"): a path starts the text or follows a space or
 * bracket, so "$499/month" and "/year" after a price stay text. Odd entries are paths.
 */
export function replyParts(text: string): string[] {
  return text.split(/((?<=^|[\s(])\/[a-z][a-z-]*(?:\/[a-z0-9-]+)*)/g);
}

function withLinks(text: string) {
  return replyParts(text).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} to={part} className="font-semibold underline underline-offset-2">
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

/** The chatbot's conversation panel: greeting, quick-question chips, replies after 1 s (docs/product.md#public-site). */
export default function ChatbotPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: 'bot', text: CHATBOT_GREETING }]);
  // One box and no request: a blank question is simply not asked, so a form library would add nothing.
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => () => timers.current.forEach((timer) => clearTimeout(timer)), []);
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages, typing]);

  const ask = (text: string) => {
    const reply = chatbotReply(text);
    if (reply === null) return;
    setMessages((list) => [...list, { id: nextId.current++, from: 'visitor', text: text.trim() }]);
    setTyping((count) => count + 1);
    timers.current.push(
      window.setTimeout(() => {
        setMessages((list) => [...list, { id: nextId.current++, from: 'bot', text: reply }]);
        setTyping((count) => count - 1);
      }, CHATBOT_REPLY_DELAY_MS),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
    setDraft('');
  };

  if (!open) return null;
  return (
    <div
      role="dialog"
      aria-label="Ridgeline assistant"
      className="fixed inset-x-3 bottom-3 z-50 flex max-h-[80dvh] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 sm:inset-x-auto sm:bottom-6 sm:right-6 sm:w-96"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="flex items-center justify-between bg-brand-950 px-4 py-3 text-white">
        <div>
          <p className="font-semibold">Ridgeline assistant</p>
          <p className="text-xs text-brand-100">Automated answers · replies in a second</p>
        </div>
        <IconButton
          icon="close"
          label="Close chat"
          onClick={onClose}
          className="rounded-full p-1.5 hover:bg-white/10"
        />
      </div>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="min-h-48 flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4 text-sm"
      >
        {messages.map((message) => (
          <p
            key={message.id}
            className={cn(
              'max-w-[85%] rounded-2xl px-3.5 py-2.5',
              message.from === 'bot'
                ? 'bg-white text-slate-800 ring-1 ring-slate-200'
                : 'ml-auto bg-brand-900 text-white',
            )}
          >
            <span className="sr-only">{message.from === 'bot' ? 'Assistant: ' : 'You: '}</span>
            {message.from === 'bot' ? withLinks(message.text) : message.text}
          </p>
        ))}
        {typing > 0 && (
          <p
            className="w-fit rounded-2xl bg-white px-3.5 py-2.5 text-slate-600 ring-1 ring-slate-200"
            aria-label="Assistant is typing"
          >
            <span aria-hidden="true">…</span>
          </p>
        )}
      </div>
      <div
        className="flex gap-2 overflow-x-auto border-t border-slate-200 px-3 py-2"
        aria-label="Quick questions"
        role="group"
      >
        {CHATBOT_QUICK_QUESTIONS.map((question) => (
          <button
            key={question}
            type="button"
            onClick={() => ask(question)}
            className="shrink-0 rounded-full bg-brand-50 px-3 py-1.5 text-xs font-medium text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
          >
            {question}
          </button>
        ))}
      </div>
      <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-3">
        <label htmlFor="chatbot-input" className="sr-only">
          Your question
        </label>
        <input
          ref={inputRef}
          id="chatbot-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Ask about plans, trial, accuracy…"
          autoComplete="off"
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm"
        />
        <button
          type="submit"
          className="h-10 rounded-lg bg-accent-500 px-4 text-sm font-semibold text-brand-950 hover:bg-accent-400"
        >
          Send
        </button>
      </form>
    </div>
  );
}
