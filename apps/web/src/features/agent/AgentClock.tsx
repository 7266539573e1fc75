import { useEffect, useState } from 'react';
import { gmtOffset, memberZone, when } from '../../ui/datetime';

/**
 * The agent center clock with its GMT offset (spec §2), e.g. 2026-11-22 20:15:03 GMT+6. It runs in
 * the member's own zone, the zone every time on the agent screens is shown in, so the clock and
 * the times beside it agree.
 */
export function AgentClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <time data-testid="agent-clock" className="text-sm tabular-nums text-muted">
      {`${when(now.toISOString())} ${gmtOffset(memberZone(), now)}`}
    </time>
  );
}
