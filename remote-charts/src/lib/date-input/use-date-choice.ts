import { useCallback, useState } from 'react';
import { dateInputValue, instantForDateInput } from './date-input';

export interface DateChoice {
  /** What the date field shows, possibly half-typed. */
  text: string;
  /** The instant the page shows: the last date that could be read. */
  at: Date;
  /** False while the field holds something that is not a usable date. */
  valid: boolean;
  setText: (text: string) => void;
  /** Shows an exact instant (an event's), with its date in the field. */
  setInstant: (at: Date) => void;
}

/** A date field's text and the instant it stands for (now for today, else local noon). */
export function useDateChoice(initial: Date): DateChoice {
  const [state, setState] = useState({ text: dateInputValue(initial), at: initial, valid: true });
  const setText = useCallback((text: string) => {
    const at = instantForDateInput(text, new Date());
    setState((current) => ({ text, at: at ?? current.at, valid: at !== null }));
  }, []);
  const setInstant = useCallback(
    (at: Date) => setState({ text: dateInputValue(at), at, valid: true }),
    [],
  );
  return { ...state, setText, setInstant };
}
