import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The time in the browser, brought up to date as each minute of the clock begins; undefined on the
 * server and in the render that hydrates a server-rendered page. That render must match the server's,
 * and a rendered page is cached and served all day, so what depends on the time (a countdown, today's
 * date) is shown from the first minute tick after mount.
 */
export function useMinuteClock(): Date | undefined {
  const [now, setNow] = useState<Date>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, MINUTE_MS - (current.getTime() % MINUTE_MS));
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
