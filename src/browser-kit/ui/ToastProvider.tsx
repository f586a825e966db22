import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { type ToastHost, ToastHostContext } from '../toast';

type Library = typeof import('notistack');

const SnackbarHost = lazy(() => import(/* webpackChunkName: "toasts" */ './SnackbarHost'));

let lastKey = 0;

/**
 * Toasts without the toast library in every page's first download (≈ 8 KiB gzip): the first toast
 * loads it and mounts its provider; toasts raised meanwhile wait in order and show once it is there.
 * A toast whose key is already waiting or showing is dropped: the same text is said once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const library = useRef<Library | undefined>(undefined);
  const waiting = useRef<{ message: SnackbarMessage; options: OptionsObject & { key: SnackbarKey } }[]>([]);

  const host = useMemo<ToastHost>(
    () => ({
      show(message, options) {
        const key = options.key ?? `toast-${++lastKey}`;
        if (library.current) return library.current.enqueueSnackbar(message, { ...options, key });
        if (waiting.current.some((toast) => toast.options.key === key)) return key;
        waiting.current.push({ message, options: { ...options, key } });
        setWanted(true);
        return key;
      },
      close(key) {
        if (library.current) library.current.closeSnackbar(key);
        else waiting.current = key === undefined ? [] : waiting.current.filter((toast) => toast.options.key !== key);
      },
    }),
    [],
  );

  const ready = useCallback((loaded: Library) => {
    library.current = loaded;
    for (const toast of waiting.current.splice(0)) loaded.enqueueSnackbar(toast.message, toast.options);
  }, []);

  return (
    <ToastHostContext.Provider value={host}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <SnackbarHost onReady={ready} />
        </Suspense>
      )}
    </ToastHostContext.Provider>
  );
}
