import { Outlet } from 'react-router';
import { LazyBoundary } from '../features/system/LazyBoundary';
import { Loader } from '../ui/Loader';

/** /agent and /agentHome: a layout of their own, without side menu, header or footer. */
export function AgentLayout() {
  return (
    <div data-testid="agent-layout" className="min-h-dvh bg-bg">
      <LazyBoundary fallback={<Loader />}>
        <Outlet />
      </LazyBoundary>
    </div>
  );
}
