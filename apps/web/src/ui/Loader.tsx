/** Full-screen loader shown while the app or a route chunk loads. */
export function Loader() {
  return (
    <div
      data-testid="loader"
      className="fixed inset-0 z-50 grid place-items-center bg-bg"
      role="status"
      aria-live="polite"
    >
      <div className="h-12 w-12 animate-spin rounded-full border-4 border-surface-3 border-t-gold" />
    </div>
  );
}

export function Spinner() {
  return <div className="h-6 w-6 animate-spin rounded-full border-2 border-surface-3 border-t-gold" role="status" />;
}
