import { useEffect, useSyncExternalStore } from 'react';
import { loadPhoneRules, phoneRulesLoaded, whenPhoneRulesLoad } from '../universal/validation/phone-check';

const notOnServer = () => false;

/**
 * Whether libphonenumber has loaded (phone-check.ts), so a screen that checks a phone synchronously (is
 * the address complete? is a saved one shippable?) renders again with the real answer when it arrives.
 * A synchronous check that needs it starts the load itself; `load` starts it up front, where a screen
 * would rather not show an answer that may change (a saved address's "incomplete" warning).
 */
export function usePhoneRules(load = false): boolean {
  const loaded = useSyncExternalStore(whenPhoneRulesLoad, phoneRulesLoaded, notOnServer);
  useEffect(() => {
    if (load && !loaded) void loadPhoneRules().catch(() => undefined);
  }, [load, loaded]);
  return loaded;
}
