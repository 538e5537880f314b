import { useEffect, useState } from 'react';

/** A status text of the loading overlay and when it replaces the previous one. */
export interface TimedMessage {
  afterMs: number;
  text: string;
}

/** The message due at each moment since mount: each one replaces the previous at its `afterMs`. */
export function useTimedMessages(messages: readonly TimedMessage[]): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timers = messages.map((message, position) =>
      position === 0 ? undefined : setTimeout(() => setIndex(position), message.afterMs),
    );
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, [messages]);
  return messages[index]?.text ?? '';
}
