import { createStoredValue } from '../../shared/stored-value';

/**
 * Whether each new order plays a sound on this browser (admin_live_sound): off until the owner
 * turns it on, as browsers only let a page make sound after a click.
 */
export const liveSound = createStoredValue<boolean>({
  key: 'admin_live_sound',
  parse: (raw) => raw === 'on',
  serialize: (on) => (on ? 'on' : 'off'),
});
