import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { type FailureKind, failureKind } from './chunk-errors';

type Variant = 'page' | 'overlay';

/**
 * Where a lazily loaded part of the site (a route, a modal, the header's account) mounts: its loading
 * state, and the failure state of spec §8 when its code does not arrive (a rejected import, or
 * nothing after 120 s: chunk-errors.ts lazy) or it fails to render. The retry is a reload: the browser caches a failed
 * import for the page's lifetime, so rendering the part again would only fail again. A `resetKey`
 * change (the route) clears a failure, so the rest of the site stays usable.
 */
export function LazyBoundary({
  children,
  fallback,
  variant = 'page',
  resetKey,
}: {
  children: ReactNode;
  fallback: ReactNode;
  variant?: Variant;
  resetKey?: string;
}) {
  return (
    <FailureBoundary variant={variant} resetKey={resetKey}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailureBoundary>
  );
}

type BoundaryProps = { children: ReactNode; variant: Variant; resetKey?: string };
type BoundaryState = { failure: FailureKind | null; key?: string };

class FailureBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: failureKind(error) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { failure: null, key: props.resetKey };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return <LoadFailure kind={failure} variant={this.props.variant} />;
  }
}

const MESSAGE_KEY = {
  timeout: 'system.chunkTimeout',
  chunk: 'system.chunkFailed',
  render: 'system.renderFailed',
} as const;

export function LoadFailure({ kind, variant }: { kind: FailureKind; variant: Variant }) {
  const { t } = useTranslation();
  const body = (
    <div
      role="alert"
      data-testid="load-failure"
      data-kind={kind}
      className="flex max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-8 text-center shadow-[var(--shadow)]"
    >
      <img src="/static/games/default.svg" alt="" className="h-16 w-24 object-contain opacity-90" />
      <p className="text-base font-semibold">{t(MESSAGE_KEY[kind])}</p>
      <Button data-testid="load-failure-reload" onClick={() => window.location.reload()}>
        {t('system.reload')}
      </Button>
    </div>
  );
  return variant === 'page' ? (
    <div className="grid min-h-[60dvh] place-items-center px-4 py-10">{body}</div>
  ) : (
    <div className="fixed inset-0 z-[70] grid place-items-center bg-black/60 px-4 backdrop-blur-sm">{body}</div>
  );
}
