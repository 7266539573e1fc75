import { lazy } from '../system/chunk-errors';
import { LazyBoundary } from '../system/LazyBoundary';
import { useChatOpen } from './chat-open';

const ChatWindow = lazy(() => import('./ChatWindow').then((m) => ({ default: m.ChatWindow })));

/** Mounts the chat window (its own chunk, fetched on first open) while it is open. */
export function ChatLauncher() {
  const open = useChatOpen();
  if (!open) return null;
  return (
    <LazyBoundary variant="overlay" fallback={null}>
      <ChatWindow />
    </LazyBoundary>
  );
}
