import { lazy, Suspense, useState } from 'react';

const ChatbotPanel = lazy(() => import('./chatbot-panel'));

/** The floating chat button of the public pages; the conversation panel loads on first open. */
export function ChatbotLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {!open && (
        <button
          type="button"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          className="fixed bottom-4 right-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-900 text-white shadow-xl ring-2 ring-white hover:bg-brand-800 sm:bottom-6 sm:right-6"
          aria-label="Chat with us"
          aria-haspopup="dialog"
        >
          <svg
            className="size-6"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
            <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeLinecap="round" strokeWidth="2.6" />
          </svg>
        </button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <ChatbotPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
