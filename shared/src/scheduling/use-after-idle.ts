import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False until the page has been idle once after mounting (or `timeoutMs` passed), then true. For
 * work a page can start a little later without anyone seeing the difference, such as a query
 * whose answer shows nowhere in the first screen: started with the page, it would run in the same
 * task as every other effect of the first commit.
 */
export function useAfterIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
