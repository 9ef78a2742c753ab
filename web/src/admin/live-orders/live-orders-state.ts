import { createContext, useContext } from 'react';
import type { StreamState } from './order-event-stream';

/** What the live orders controls show and change. */
export interface LiveOrdersState {
  stream: StreamState;
  sound: boolean;
  /** Turns the sound on or off; call it from a click (it readies the browser's audio). */
  setSound: (on: boolean) => void;
  /** 'default' until asked: then the Notify me button asks once. Null where the browser has no notifications. */
  notifications: NotificationPermission | null;
  askNotifications: () => void;
}

export const LiveOrdersContext = createContext<LiveOrdersState | null>(null);

/** The live orders' state, inside LiveOrdersProvider. */
export function useLiveOrdersState(): LiveOrdersState | null {
  return useContext(LiveOrdersContext);
}
