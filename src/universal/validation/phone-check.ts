/**
 * libphonenumber (about 30 KiB gzip) loads when a phone rule first needs it, not with the page
 * (decision 0084's amendment): the spec's Egyptian mobile rule is a pattern, so sign up, checkout and the
 * profile download the library only for a number of another country. On the server the first check
 * loads it once.
 */
import type { TestContext } from 'yup';

type PhoneLibrary = typeof import('libphonenumber-js/min');

let loaded: PhoneLibrary | undefined;
let loading: Promise<PhoneLibrary> | undefined;
const listeners = new Set<() => void>();

/** Thrown by a phone rule that needs libphonenumber before it has loaded (phoneTest waits for it). */
class PhoneLibraryPending extends Error {}

/** Loads the library once; a failed load (the network dropped) is tried again on the next call. */
export function loadPhoneRules(): Promise<PhoneLibrary> {
  loading ??= import(/* webpackChunkName: "phone-numbers" */ 'libphonenumber-js/min').then(
    (library) => {
      loaded = library;
      for (const listener of listeners) listener();
      return library;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The library, for the phone rules (contact-rules.ts); throws until it has loaded. */
export function phoneLibrary(): PhoneLibrary {
  if (!loaded) throw new PhoneLibraryPending('libphonenumber has not loaded yet');
  return loaded;
}

/** Whether the library has loaded. */
export const phoneRulesLoaded = (): boolean => loaded !== undefined;

/** Calls `listener` once the library has loaded; answers how to stop listening. */
export function whenPhoneRulesLoad(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A yup test of a phone: `errorOf` names what is wrong with it ('' and undefined are left to "required").
 * Where the rule needs the library before it has loaded, validation that may wait (Formik's, the
 * server's) waits for it. A synchronous check ("is this address complete?") cannot: it counts the phone
 * as not checked yet and starts the load, and the screen asks again once it is in (usePhoneRules).
 */
export function phoneTest(errorOf: (phone: string, context: TestContext) => string | undefined) {
  return function (this: TestContext, phone: string | undefined) {
    if (!phone) return true;
    const judge = () => {
      const error = errorOf(phone, this);
      return error ? this.createError({ message: error }) : true;
    };
    try {
      return judge();
    } catch (error) {
      if (!(error instanceof PhoneLibraryPending)) throw error;
      // yup sets `sync` on the options of validateSync and isValidSync.
      if ((this.options as { sync?: boolean }).sync) {
        void loadPhoneRules().catch(() => undefined);
        return false;
      }
      return loadPhoneRules().then(judge);
    }
  };
}
