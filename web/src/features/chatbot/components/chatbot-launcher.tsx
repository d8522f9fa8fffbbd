import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../../components/ui/icon';

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
          <Icon name="chat" className="size-6" />
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
